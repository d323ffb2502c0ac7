import { useContext, useEffect } from "react";
import { config } from "./config";
import { PageHeadContext } from "./page-head";

/** Sets the tab title to "{page} · {product}". */
export function usePageTitle(page: string): void {
  // On the server the page's head is collected during the render (entry-server.tsx).
  const head = useContext(PageHeadContext);
  head?.report({ page });
  useEffect(() => {
    document.title = `${page} · ${config.productName}`;
  }, [page]);
}
