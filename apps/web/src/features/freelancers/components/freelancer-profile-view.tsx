import { availabilityLabels, type FreelancerProfile } from "@mp/contracts/freelancer";
import { Languages, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { formatDate, formatDay } from "@mp/ui/lib/format.ts";
import { PersonAvatar } from "../../../components/ui/person-avatar";
import { useIsClient } from "../../../lib/use-is-client";
import { formatHourlyRate, ratingStars } from "../format";
import "../../../components/ui/picture.css";
import "../../../components/ui/tag.css";
import "../../../components/ui/surface-card.css";
import "./freelancer-profile.css";

type FreelancerProfileViewProps = {
  profile: FreelancerProfile;
  /** Buttons under the heading: Edit for the owner, Hire for a client. */
  actions?: ReactNode;
  /** 1 on the public page, where the name is the page's heading; 2 under a page title. */
  headingLevel?: 1 | 2;
};

/** A freelancer's profile as anyone sees it: who, what, rate, portfolio, and reviews with their average. */
export function FreelancerProfileView({ profile, actions, headingLevel = 2 }: FreelancerProfileViewProps) {
  const Name = headingLevel === 1 ? "h1" : "h2";
  const Section = headingLevel === 1 ? "h2" : "h3";
  return (
    <article className="surface-card freelancer-profile">
      <header className="freelancer-profile__head">
        <PersonAvatar name={profile.fullName} className="freelancer-profile__avatar" />
        <div className="freelancer-profile__who">
          <Name className="freelancer-profile__name">{profile.fullName}</Name>
          <p className="freelancer-profile__headline">{profile.headline}</p>
          <p className="freelancer-profile__facts">
            <span className={`tag${profile.availability === "available" ? " tag--accent" : ""}`}>
              {availabilityLabels[profile.availability]}
            </span>
            <span>{formatHourlyRate(profile.hourlyRateCents)}</span>
            <span>
              <MapPin aria-hidden="true" /> {profile.location}
            </span>
            {profile.languages.length > 0 && (
              <span>
                <Languages aria-hidden="true" /> {profile.languages.join(", ")}
              </span>
            )}
          </p>
          <p className="freelancer-profile__category">
            {profile.categoryName}
            {profile.subcategoryName && ` › ${profile.subcategoryName}`}
          </p>
        </div>
        {actions && <div className="freelancer-profile__actions">{actions}</div>}
      </header>

      <section className="freelancer-profile__section" aria-labelledby="freelancer-about">
        <Section id="freelancer-about">About</Section>
        <p className="freelancer-profile__bio">{profile.bio}</p>
        <ul className="inline-list freelancer-profile__skills" aria-label="Skills">
          {profile.skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      </section>

      {profile.portfolio.length > 0 && (
        <section className="freelancer-profile__section" aria-labelledby="freelancer-portfolio">
          <Section id="freelancer-portfolio">Portfolio</Section>
          <ul className="freelancer-profile__portfolio">
            {profile.portfolio.map((item, index) => (
              <li key={item.image._id}>
                <figure>
                  <img
                    className="picture-4x3"
                    src={item.image.url}
                    srcSet={item.image.srcset}
                    sizes="(min-width: 640px) 20rem, 100vw"
                    width={item.image.width}
                    height={item.image.height}
                    alt={item.caption || `Portfolio image ${index + 1}`}
                    loading="lazy"
                  />
                  {item.caption && <figcaption>{item.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Reviews profile={profile} Heading={Section} />
    </article>
  );
}

function Reviews({ profile, Heading }: { profile: FreelancerProfile; Heading: "h2" | "h3" }) {
  const { rating, reviewCount, reviews } = profile;
  const isClient = useIsClient();
  return (
    <section className="freelancer-profile__section" aria-labelledby="freelancer-reviews">
      <Heading id="freelancer-reviews">Reviews</Heading>
      {reviewCount === 0 ? (
        <p className="freelancer-profile__muted">No reviews yet.</p>
      ) : (
        <>
          <p className="freelancer-profile__average">
            <span className="freelancer-profile__stars" aria-hidden="true">
              {ratingStars(rating)}
            </span>{" "}
            {rating.toFixed(1)} out of 5, from {reviewCount} {reviewCount === 1 ? "review" : "reviews"}
          </p>
          <ul className="freelancer-profile__reviews">
            {reviews.map((review) => (
              <li key={review._id} className="freelancer-profile__review">
                <p>
                  <span className="freelancer-profile__stars" aria-hidden="true">
                    {ratingStars(review.rating)}
                  </span>
                  <span className="visually-hidden">Rated {review.rating} out of 5</span>{" "}
                  <strong>{review.reviewerName}</strong>{" "}
                  <span className="freelancer-profile__muted">
                    {/* In the visitor's time zone once hydrated; the server's page says the UTC day. */}
                    {isClient ? formatDate(review.createdAt) : formatDay(review.createdAt.slice(0, 10))}
                  </span>
                </p>
                <p>{review.comment}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
