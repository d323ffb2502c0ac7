import "./listing-kind.css";

/** The "Business" or "Product" badge of a listing's card and detail page. */
export function ListingKind({ kind }: { kind: "business" | "product" }) {
  return <span className="listing-kind">{kind === "product" ? "Product" : "Business"}</span>;
}
