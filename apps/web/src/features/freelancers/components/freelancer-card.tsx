import type { FreelancerSummary } from "@mp/contracts/freelancer";
import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { initialsOf } from "@mp/ui/lib/format.ts";
import { FavouriteSlot } from "../../../lib/favourite-slot";
import { freelancerPageUrl } from "../../../lib/paths-profiles";
import { formatHourlyRate, ratingStars } from "../format";
import "./freelancer-card.css";

/** A freelancer in the grid: initials, name (a link to their public page), headline, skills, hourly rate, rating and place. */
export function FreelancerCard({ freelancer }: { freelancer: FreelancerSummary }) {
  return (
    <article className="freelancer-card">
      <div className="freelancer-card__head">
        <span className="freelancer-card__avatar" aria-hidden="true">
          {initialsOf(freelancer.fullName)}
        </span>
        <div className="freelancer-card__who">
          <h3 className="freelancer-card__name">
            <Link to={freelancerPageUrl(freelancer._id)} className="freelancer-card__link">
              {freelancer.fullName}
            </Link>
          </h3>
          <p className="freelancer-card__headline">{freelancer.headline}</p>
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
