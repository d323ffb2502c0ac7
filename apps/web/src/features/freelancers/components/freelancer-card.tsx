import type { FreelancerSummary } from "@mp/contracts/freelancer";
import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { PersonAvatar } from "../../../components/ui/person-avatar";
import { FavouriteSlot } from "../../../lib/favourite-slot";
import { freelancerPageUrl } from "../../../lib/paths-profiles";
import { formatHourlyRate, ratingStars } from "../format";
import "../../../components/ui/surface-card.css";
import "../../../components/ui/person-head.css";
import "./freelancer-card.css";

/** Freelancers in a grid of cards, on Hire Freelancers and the Saved page (PagedResults brings the styles). */
export function FreelancerGrid({ freelancers }: { freelancers: readonly FreelancerSummary[] }) {
  return (
    <ul className="browse-results__list browse-results__list--grid">
      {freelancers.map((freelancer) => (
        <li key={freelancer._id}>
          <FreelancerCard freelancer={freelancer} />
        </li>
      ))}
    </ul>
  );
}

/** A freelancer in the grid: initials, name (a link to their public page), headline, skills, hourly rate, rating and place. */
export function FreelancerCard({ freelancer }: { freelancer: FreelancerSummary }) {
  return (
    <article className="surface-card freelancer-card">
      <div className="person-head">
        <PersonAvatar name={freelancer.fullName} className="freelancer-card__avatar" />
        <div className="person-head__who">
          <h3 className="person-head__name freelancer-card__name">
            <Link to={freelancerPageUrl(freelancer._id)} className="freelancer-card__link">
              {freelancer.fullName}
            </Link>
          </h3>
          <p className="person-head__line freelancer-card__headline">{freelancer.headline}</p>
        </div>
        <FavouriteSlot type="freelancer" id={freelancer._id} name={freelancer.fullName} look="inline" />
      </div>
      {freelancer.skills.length > 0 && (
        <ul className="inline-list freelancer-card__skills" aria-label="Skills">
          {freelancer.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      )}
      <div className="freelancer-card__facts">
        <p className="freelancer-card__rate">{formatHourlyRate(freelancer.hourlyRateCents)}</p>
        <Rating rating={freelancer.rating} reviewCount={freelancer.reviewCount} />
        <p className="freelancer-card__location">
          <MapPin aria-hidden="true" />
          {freelancer.location}
        </p>
      </div>
    </article>
  );
}

function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount === 0) return <p className="freelancer-card__rating">No reviews yet</p>;
  return (
    <p className="freelancer-card__rating">
      <span className="freelancer-card__stars" aria-hidden="true">
        {ratingStars(rating)}
      </span>{" "}
      <span className="visually-hidden">Rated </span>
      {rating.toFixed(1)}
      <span className="visually-hidden"> out of 5</span> ({reviewCount} {reviewCount === 1 ? "review" : "reviews"})
    </p>
  );
}
