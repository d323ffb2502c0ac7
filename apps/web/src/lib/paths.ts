/** The site's own addresses, in one place so links, routes and redirects agree. */
export const paths = {
  home: "/",
  categoriesSectionId: "categories",
  categories: "/#categories",
  terms: "/terms-conditions",
  /** The footer's pages: what the marketplace is, the contact form, the FAQ, the privacy notice. */
  about: "/about",
  contact: "/contact",
  help: "/help",
  privacy: "/privacy",
  /** The same terms without the site layout (the `&` is literal in the path). */
  termsStandalone: "/terms&conditions",
  /** The home page with that auth dialog open. */
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgotpassword",
  /** The emailed link's page; the server writes the same pattern into its emails. */
  resetPassword: "/resetpassword/:token",
  /** The "Confirm e-mail" mail's link (`?token=`); the server writes the same path into its mails. */
  confirmEmail: "/confirmemail",
  /** The account's own sign-ins, sign-outs and password events; needs a token. */
  activityLog: "/activitylog",
  /** The home page's category grid filtered by `text`, scrolled into view. */
  categorySearch(text: string): string {
    const query = text.trim() ? `?${new URLSearchParams({ q: text.trim() })}` : "";
    return `/${query}#categories`;
  },
} as const;

/** The query parameter that carries a search on the home page. */
export const searchParam = "q";
