import { useEffect, useState, type RefObject } from "react";

/**
 * True once the element is within a screen's height of the viewport (at once without
 * IntersectionObserver): a map's provider code loads when the visitor comes near it, not with
 * the page (the location picker; a listing's map, below the fold on a phone).
 */
export function useIsNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}
