import type { ListingKind as Kind } from "@mp/contracts/listing";
import { listingKindNames } from "../../../components/ui/listing-kind-names";
import "../../../components/ui/tag.css";
import "./listing-kind.css";

/** The "Business" or "Product" badge of a listing's card and detail page. */
export function ListingKind({ kind }: { kind: Kind }) {
  return <span className="tag tag--accent listing-kind">{listingKindNames[kind]}</span>;
}
