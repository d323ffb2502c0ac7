/** Grey lines standing in for text while it loads, the last one shorter (users-table.css). */
export function SkeletonLines({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <span key={i} className={i === count - 1 ? "skeleton skeleton--text skeleton--short" : "skeleton skeleton--text"} />
  ));
}
