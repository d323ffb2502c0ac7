import type { MapPoint } from "./map-points";

/**
 * A marker's popup: the listing's name as a link to its page. Built as DOM nodes with
 * textContent, never as an HTML string, so a name like `<img onerror=…>` stays text.
 * A plain click navigates inside the app; a modified click (new tab) is left to the browser.
 */
export function popupContent(point: MapPoint, onNavigate: (href: string) => void, doc: Document = document) {
  const link = doc.createElement("a");
  link.className = "map-popup__link";
  link.href = point.href;
  link.textContent = point.name;
  link.addEventListener("click", (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(point.href);
  });
  return link;
}
