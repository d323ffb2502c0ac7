import type { FreelancerHit, JobHit, ListingHit } from "@mp/contracts/search";
import { ImageOff, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RatingBadge } from "../../../components/ui/rating-badge";
import { FavouriteSlot } from "../../../lib/favourite-slot";
import { productDetailUrl } from "../../../lib/paths-browse";
import { jobUrl } from "../../../lib/paths-jobs";
import { freelancerPageUrl } from "../../../lib/paths-profiles";
import { HighlightedText } from "./highlighted-text";
import { ListingCover } from "../../../components/ui/listing-cover";

type HitKind = "listing" | "job" | "freelancer";
type HitTitleProps = { saves: { type: HitKind; id: string; name: string }; highlighted: string };

const pageOf: Record<HitKind, (id: string) => string> = {
  listing: productDetailUrl,
  job: jobUrl,
  freelancer: freelancerPageUrl,
};

/** A hit's name with its matching words marked, as the link to its page, and the heart that saves it (as on its card). */
function HitTitle({ saves, highlighted }: HitTitleProps) {
  return (
    <div className="search-hit__head">
      <h3 className="search-hit__title">
        <Link to={pageOf[saves.type](saves.id)}>
          <HighlightedText text={highlighted} />
        </Link>
      </h3>
      <FavouriteSlot {...saves} look="inline" />
    </div>
  );
}

/** A listing hit: its cover beside the name, rating, place and the matching words. */
export function renderListing(hit: ListingHit) {
  return (
    <div className="search-hit--listing">
      <ListingCover
        src={hit.coverImage}
        className="search-hit__cover"
        size={{ width: 160, height: 100 }}
        loading="lazy"
        empty={<ImageOff aria-hidden="true" />}
      />
      <div className="search-hit__body">
        <HitTitle saves={{ type: "listing", id: hit._id, name: hit.name }} highlighted={hit.highlight.name} />
        <p className="search-hit__meta">
          <MapPin aria-hidden="true" />
          {hit.city} · {hit.kind === "product" ? "Product" : "Business"}
        </p>
        <RatingBadge average={hit.ratingAverage} count={hit.ratingCount} />
        <p className="search-hit__text">
          <HighlightedText text={hit.highlight.description} />
        </p>
      </div>
    </div>
  );
}

export function renderJob(hit: JobHit) {
  return (
    <TextHit
      saves={{ type: "job", id: hit._id, name: hit.title }}
      title={hit.highlight.title}
      meta={`${hit.companyName} · ${hit.location}`}
      text={hit.highlight.description}
    />
  );
}

export function renderFreelancer(hit: FreelancerHit) {
  return (
    <TextHit
      saves={{ type: "freelancer", id: hit._id, name: hit.fullName }}
      title={hit.highlight.fullName}
      meta={
        <>
          <HighlightedText text={hit.highlight.headline} /> · {hit.location}
        </>
      }
      text={hit.highlight.bio}
    />
  );
}

type TextHitProps = { saves: HitTitleProps["saves"]; title: string; meta: ReactNode; text: string };

/** A hit without a picture: its title, one line about it and its matching words. */
function TextHit({ saves, title, meta, text }: TextHitProps) {
  return (
    <>
      <HitTitle saves={saves} highlighted={title} />
      <p className="search-hit__meta">{meta}</p>
      <p className="search-hit__text">
        <HighlightedText text={text} />
      </p>
    </>
  );
}
