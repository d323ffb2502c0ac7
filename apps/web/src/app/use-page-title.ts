import { useEffect } from "react";
import { config } from "./config";

/** Sets the tab title to "{page} · {product}". */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · ${config.productName}`;
  }, [page]);
}
