import { useEffect } from "react";

/**
 * Marks `<html data-hydrated>` once React owns the page: before that, a server-rendered form
 * submits natively. The browser tests wait for it before they type.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
