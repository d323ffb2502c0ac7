// The server's side of the public pages (decision 023): the API's web-app plugin imports the
// build of this file (apps/web/dist-ssr/entry-server.js) and calls `renderPage` for each public
// page a visitor asks for. The browser then hydrates the HTML (main.tsx) with the data fetched here.
import { AsyncLocalStorage } from "node:async_hooks";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { skipToken, type Query, type QueryClient } from "@tanstack/react-query";
import type { PublicConfig } from "@mp/contracts/public-config";
import type { ListingDetail } from "@mp/contracts/listing";
import { ApiError, setApiTransport, type ApiTransport } from "@mp/ui/lib/api-client.ts";
import { config } from "./app/config";
import { collectPageHead, PageHeadContext, type PageHead } from "./app/page-head";
import { AppProviders } from "./app/providers";
import { createQueryClient, dehydrateForPage } from "./app/query-client";
import { routes } from "./app/router";
import { listingKeys } from "./lib/query-keys";
import { browsePaths } from "./lib/paths-browse";
import { vendorPaths } from "./lib/paths-vendor";
import { profilePaths } from "./lib/paths-profiles";
import { paths } from "./lib/paths";
import { savedSearchPaths } from "./lib/paths-saved-searches";

/**
 * The pages rendered on the server: the public ones a search engine or a link preview reads, and
 * the not-found page (`*`). Every other page (an account's, a vendor's tools, messages) is the
 * client-rendered shell as before. Each with its page module (and any part it loads lazily while
 * rendering): the server links their styles and preloads the page's scripts (through the browser
 * build's manifest), so the page is styled without JavaScript and hydrates without waiting for its
 * chunk. server-rendering.test.ts checks that each module exists.
 */
export const pageModules: Readonly<Record<string, readonly string[]>> = {
  // The home page is in the entry chunk: index.html links all it needs.
  "/": [],
  [browsePaths.dashboard]: [],
  [browsePaths.categories]: ["src/app/routes/categories.tsx"],
  [browsePaths.products]: ["src/app/routes/products.tsx"],
  [browsePaths.productDetail]: ["src/app/routes/product-detail.tsx"],
  [browsePaths.search]: ["src/app/routes/search.tsx"],
  [browsePaths.findJob]: ["src/app/routes/find-job.tsx"],
  [browsePaths.hireFreelancers]: ["src/app/routes/hire-freelancers.tsx"],
  [vendorPaths.vendorPage]: ["src/app/routes/vendor-profile/index.tsx"],
  [profilePaths.freelancer]: ["src/app/routes/profiles/freelancer-pages.tsx"],
  [paths.about]: ["src/app/routes/info/about.tsx"],
  [paths.contact]: ["src/app/routes/info/contact.tsx"],
  [paths.help]: ["src/app/routes/info/help.tsx"],
  [paths.privacy]: ["src/app/routes/info/privacy.tsx"],
  // An alert mail's link, opened signed out: the question renders without JavaScript, its button needs it.
  [savedSearchPaths.unsubscribe]: ["src/app/routes/saved-search-unsubscribe.tsx"],
  "*": ["src/app/routes/not-found.tsx"],
};

/** Renders whose data needs more rounds than this (a query that waits on a query…) are cut short. */
const maxRenderPasses = 4;
const renderTimeoutMs = 10_000;

export type RenderRequest = {
  /** The page's path and query, as the visitor sent them. */
  url: string;
  /** The public origin (PUBLIC_URL): canonical links and JSON-LD addresses are absolute. */
  origin: string;
  /** Sends one API call in-process (the API's `app.inject`). */
  fetch: ApiTransport;
};

export type RenderedPage = {
  /** 404 when a call the page made answered 404 (a listing that does not exist), else 200. */
  status: number;
  /** The title, description, canonical link, Open Graph tags and JSON-LD, for the page's head. */
  head: string;
  /** The page's markup, for `<div id="root">`. */
  body: string;
  /** The dehydrated queries, as JSON safe inside a `<script type="application/json">`. */
  state: string;
  /** The page's source modules (`pageModules`), whose styles and scripts the page links. */
  modules: readonly string[];
};

// Each render's calls go to the app that asked for the render.
const transports = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = transports.getStore();
  return transport ? transport(path, init) : Promise.reject(new Error(`No API transport for ${path}.`));
});

// One handler for the process: it resolves each lazy route once and keeps it.
const handler = createStaticHandler(routes);

/** The server's settings, which the browser reads from the page's #app-config (app/config.ts). */
export function configure(settings: PublicConfig): void {
  Object.assign(config, settings);
}

/** The route pattern of `pathname` ("/" for the index), or null when no page matches. */
function patternOf(pathname: string): string | null {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!leaf) return null;
  return leaf.index ? "/" : (leaf.path ?? null);
}

/** Whether `pathname` is a page this renderer renders (the rest get the client-rendered shell). */
export function rendersOnServer(pathname: string): boolean {
  const pattern = patternOf(pathname);
  return pattern !== null && Object.hasOwn(pageModules, pattern);
}

/**
 * Renders one public page with its data. The page's queries are found by rendering it: each pass
 * fetches the queries the last one asked for (through the same query options, keys and fetchers
 * as in the browser), until a pass asks for nothing new. Throws when the page cannot be rendered;
 * the caller then sends the client-rendered shell.
 */
export async function renderPage({ url, origin, fetch }: RenderRequest): Promise<RenderedPage> {
  return transports.run(fetch, async () => {
    const request = new Request(new URL(url, origin));
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error(`The route answered ${context.status} instead of a page.`);
    // A page chunk that failed to load: the browser gets the shell and loads it itself.
    const routeError = context.errors ? Object.values(context.errors)[0] : undefined;
    if (routeError !== undefined) throw routeError instanceof Error ? routeError : new Error(String(routeError));
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createServerQueryClient();

    let body = "";
    let head: PageHead = {};
    for (let pass = 1; ; pass += 1) {
      const collector = collectPageHead();
      head = collector.head;
      body = await renderToString(
        <StrictMode>
          <PageHeadContext.Provider value={collector}>
            <AppProviders client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </PageHeadContext.Provider>
        </StrictMode>,
      );
      const wanted = queriesToFetch(queryClient);
      if (wanted.length === 0 || pass === maxRenderPasses) break;
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    }

    const pageUrl = new URL(url, origin);
    const notFound = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
    return {
      status: notFound ? 404 : 200,
      head: renderHead(head, pageUrl, queryClient, origin),
      body,
      state: toScriptJson(dehydrateForPage(queryClient)),
      modules: pageModules[patternOf(pageUrl.pathname) ?? ""] ?? [],
    };
  });
}

/** No retries on the server: a failed call renders its error, and the browser retries it. */
function createServerQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    // A failed call shows its error, as the browser will show it (see hydrateFromPage).
    queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  return client;
}

/** The queries the last render asked for and nobody has fetched: enabled, and not skipped. */
function queriesToFetch(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== "pending" || query.state.fetchStatus !== "idle") return false;
      const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
      if (queryFn === skipToken || queryFn === undefined) return false;
      const on = typeof enabled === "function" ? (enabled as (q: Query) => boolean)(query) : enabled;
      return on !== false;
    });
}

async function renderToString(element: React.ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    signal: AbortSignal.timeout(renderTimeoutMs),
    // Every boundary in place: React would move a boundary larger than 12,800 bytes to the end of
    // the page with an inline script to put it back, and the CSP allows no inline scripts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await new Response(prelude).text();
  // A component that failed on the server would leave a hole for the browser to fill: the
  // caller sends the client-rendered shell instead, and logs why.
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}

/** JSON inside a `<script>` element: "<" is escaped so that no value can close the element or open a comment. */
function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const defaultDescription =
  "Browse local shops, services and makers by category, and support the small businesses near you.";

/** Query parameters that change what a page shows, kept in its canonical address. */
const canonicalParams: Readonly<Record<string, readonly string[]>> = {
  [browsePaths.products]: ["subcategoryId", "name", "page"],
  [browsePaths.search]: ["q", "kind", "categoryId", "page"],
  [browsePaths.findJob]: ["page"],
  [browsePaths.hireFreelancers]: ["page"],
};

function renderHead(head: PageHead, url: URL, client: QueryClient, origin: string): string {
  const title = head.page ? `${head.page} · ${config.productName}` : config.productName;
  const description = head.description ?? defaultDescription;
  const canonical = canonicalUrl(url, origin);
  const listing = listingOf(url, client);
  const image = listing?.coverImage ? new URL(listing.coverImage, origin).href : null;

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta("property", "og:site_name", config.productName),
    meta("property", "og:type", listing?.kind === "product" ? "product" : "website"),
    meta("property", "og:title", head.page ?? config.productName),
    meta("property", "og:description", description),
    meta("property", "og:url", canonical),
    ...(image ? [meta("property", "og:image", image)] : []),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
  ];
  if (url.pathname === "/") tags.push(jsonLd(siteStructuredData(origin)));
  return tags.join("");
}

function canonicalUrl(url: URL, origin: string): string {
  const leaf = matchRoutes(routes, url.pathname)?.at(-1)?.route;
  const kept = (leaf?.path && canonicalParams[leaf.path]) || [];
  const query = new URLSearchParams();
  for (const name of kept) {
    const value = url.searchParams.get(name);
    if (value && !(name === "page" && value === "1")) query.set(name, value);
  }
  const search = query.toString();
  return `${origin}${url.pathname}${search ? `?${search}` : ""}`;
}

/** The listing of a /productdetail page, from what the render fetched. */
function listingOf(url: URL, client: QueryClient): ListingDetail | undefined {
  const match = matchRoutes(routes, url.pathname)?.at(-1);
  if (match?.route.path !== browsePaths.productDetail || !match.params.id) return undefined;
  return client.getQueryData<ListingDetail>(listingKeys.detail(match.params.id));
}

/** The home page's schema.org data: the marketplace, and the search a search engine may offer in its results. */
function siteStructuredData(origin: string): object {
  return {
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "Organization", "@id": `${origin}/#organization`, name: config.productName, url: `${origin}/` },
      {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        name: config.productName,
        url: `${origin}/`,
        publisher: { "@id": `${origin}/#organization` },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}

function jsonLd(data: object): string {
  return `<script type="application/ld+json">${toScriptJson(data)}</script>`;
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
