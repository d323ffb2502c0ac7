import type { NavEntry } from "../components/layouts/header";
import type { SocialLinks } from "../components/layouts/footer";

/**
 * The header menu. The spec's full menu (Find Jobs, Directory, List your business free,
 * Post An Ad, Our Products) arrives entry by entry with the issues that build those pages:
 * a link is listed here only once its route exists.
 */
// "Explore Category" is the mega menu (features/categories), composed in router.tsx, not a link.
export const mainNavigation: readonly NavEntry[] = [];

/** The footer's social icons. Point them at the business's own profiles once it has them. */
export const socialLinks: SocialLinks = {
  facebook: "https://www.facebook.com/",
  instagram: "https://www.instagram.com/",
  x: "https://x.com/",
};

/** Where the home page's category section sits; the menu and the bottom bar jump to it. */
export const categoriesSectionId = "categories";
