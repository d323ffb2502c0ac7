import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { newPerson, type Person } from "./accounts.ts";
import { sessionToken, signInThroughDialog, signUpByApi } from "./auth-flows.ts";
import { waitForHydrationOnLoad, watchConsoleErrors } from "./browser.ts";
import { publishedListing, type ListingDraft } from "./listings.ts";
import { startedServer, type Server } from "./server-env.ts";
import { viewports, type Viewport } from "./viewports.ts";

type UserType = "User" | "Employer";

type TestFixtures = {
  /** What `page` logs as errors, CSP violations included, so that a test can assert there were none. */
  errors: string[];
  /** Makes a fresh account through the API, the way the sign-up dialog does. */
  signUp: (label: string, userType?: UserType) => Promise<Person>;
  /** What the signed-in account is for ("Vendor", "Subscriber"): with the test's title, it picks the account's name. */
  accountLabel: string;
  /** A new account, signed in on `page` through the header's login dialog; `token` is its session. */
  signedIn: { person: Person; token: string };
  /**
   * Another visitor: a page in a context of its own (fresh storage) at `viewport`, opened at `path`
   * when given, with its console errors. Its context is closed after the test.
   */
  openPage: (viewport?: Viewport, path?: string) => Promise<{ page: Page; errors: string[] }>;
  /** `person` signed in through the login dialog on a page of their own (as `openPage`); `token` is their session. */
  openSignedIn: (person: Person, viewport?: Viewport) => Promise<{ page: Page; errors: string[]; token: string }>;
  /**
   * A new vendor (named from `label`, as `signUp`) signed in on a page of their own, with a published
   * listing named after them (`${vendor.name} ${noun}`); `draft` as `publishedListing` takes it.
   */
  vendorWithListing: (
    label: string,
    noun: string,
    draft?: Omit<ListingDraft, "name">,
  ) => Promise<{ vendor: Person; page: Page; errors: string[]; token: string; listingId: string; listingName: string }>;
};

type WorkerFixtures = {
  /** The built server the global set-up started: its addresses and its DATA_DIR. */
  server: Server;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  server: [async ({}, use) => use(startedServer()), { scope: "worker" }],
  baseURL: async ({ server }, use) => use(server.baseUrl),
  page: async ({ page, server }, use) => use(waitForHydrationOnLoad(page, server.baseUrl)),
  errors: async ({ page }, use) => use(watchConsoleErrors(page)),
  signUp: async ({ server }, use) => {
    await use(async (label, userType = "User") => {
      const person = newPerson(label);
      await signUpByApi(server.baseUrl, person, userType);
      return person;
    });
  },
  accountLabel: ["Member", { option: true }],
  signedIn: async ({ page, signUp, accountLabel }, use) => {
    const person = await signUp(accountLabel);
    await page.goto("/");
    await signInThroughDialog(page, person.email, person.password);
    await use({ person, token: await sessionToken(page) });
  },
  openPage: async ({ browser, server }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (viewport = viewports.desktop, path) => {
      const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
      contexts.push(context);
      const page = waitForHydrationOnLoad(await context.newPage(), server.baseUrl);
      const errors = watchConsoleErrors(page);
      if (path !== undefined) await page.goto(path);
      return { page, errors };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  openSignedIn: async ({ openPage }, use) => {
    await use(async (person, viewport = viewports.desktop) => {
      const opened = await openPage(viewport, "/");
      await signInThroughDialog(opened.page, person.email, person.password);
      return { ...opened, token: await sessionToken(opened.page) };
    });
  },
  vendorWithListing: async ({ request, signUp, openSignedIn }, use) => {
    await use(async (label, noun, draft = {}) => {
      const vendor = await signUp(label);
      const opened = await openSignedIn(vendor);
      const listingName = `${vendor.name} ${noun}`;
      const { listingId } = await publishedListing(request, opened.token, { ...draft, name: listingName });
      return { vendor, ...opened, listingId, listingName };
    });
  },
});

export { expect } from "@playwright/test";
