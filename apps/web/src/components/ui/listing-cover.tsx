import type { ReactNode } from "react";
import "./cover-picture.css";

type ListingCoverProps = {
  src: string | null;
  /** The place's own class; its empty cover also gets `{className}--empty`. */
  className: string;
  /** The picture's intrinsic size, for the layout before it loads. */
  size: { width: number; height: number };
  loading?: "lazy" | "eager";
  fetchPriority?: "high";
  /** Drawn on the empty ground of a listing without a picture. */
  empty?: ReactNode;
};

/** A listing's 16:10 cover, or the plain ground in its place when it has no picture. */
export function ListingCover({ src, className, size, loading, fetchPriority, empty }: ListingCoverProps) {
  if (!src) return <div className={`cover-16x10 ${className} ${className}--empty`}>{empty}</div>;
  return (
    <img
      className={`cover-16x10 ${className}`}
      src={src}
      alt=""
      {...size}
      loading={loading}
      fetchPriority={fetchPriority}
    />
  );
}
