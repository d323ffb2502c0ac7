import { useContext, useEffect } from "react";
import { PageHeadContext } from "./page-head";
import { usePageTitle } from "./use-page-title";

/** Sets the tab title ("{page} · {product}") and the page's meta description. */
export function usePageMeta(page: string, description: string): void {
  usePageTitle(page);
  const head = useContext(PageHeadContext);
  head?.report({ description });
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
