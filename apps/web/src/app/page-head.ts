import { createContext } from "react";

/**
 * What a page says about itself while it renders: its title and description. In the browser the
 * hooks write them into the document after rendering (usePageTitle, usePageMeta); on the server
 * (entry-server.tsx) they are reported here during the render and written into the page's head.
 */
export type PageHead = { page?: string; description?: string };

export type PageHeadCollector = { report: (part: PageHead) => void };

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

/** A collector keeping the last report of each part (the page's own hooks run after the layout's). */
export function collectPageHead(): PageHeadCollector & { head: PageHead } {
  const head: PageHead = {};
  return { head, report: (part) => Object.assign(head, part) };
}
