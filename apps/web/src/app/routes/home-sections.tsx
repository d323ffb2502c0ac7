import type { ListingSummary } from "@mp/contracts/listing";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useFeaturedListings } from "../../features/feature-ads/api/get-featured-listings";
import { NEW_LISTINGS_COUNT, useNewListings } from "../../features/home/api/get-new-listings";
import { RECENT_JOBS_COUNT, useRecentJobs } from "../../features/home/api/get-recent-jobs";
import { CardSkeletons, HomeSection } from "../../features/home/components/home-section";
import { RecentJobList } from "../../features/home/components/recent-jobs";
import { ListingGrid } from "../../features/listings/components/listing-card";
import { browsePaths } from "../../lib/paths-browse";
import { useSubcategoryNames } from "../use-subcategory-names";

/** Cards in a desktop row: their covers load with the page, the rest when scrolled near. */
const FIRST_ROW = 4;

/**
 * New listings without those Featured already shows (issue 16: no card twice on the page; the paid
 * placement keeps its card). Both come from the server-rendered first view, so the page does not
 * change after hydration.
 */
export function withoutShown(listings: ListingSummary[], shown: readonly ListingSummary[]): ListingSummary[] {
  if (shown.length === 0) return listings;
  const shownIds = new Set(shown.map((listing) => listing._id));
  return listings.filter((listing) => !shownIds.has(listing._id));
}

/** The home page's inventory, first under the hero: the featured listings, then the newest. */
export function HomeListings() {
  const featured = useFeaturedListings();
  const newListings = useNewListings();
  const subcategoryNames = useSubcategoryNames();
  const featuredShown = featured.isSuccess ? featured.data : [];
  const hasFeatured = featuredShown.length > 0;
  const newShown = newListings.isSuccess ? withoutShown(newListings.data, featuredShown) : undefined;
  return (
    <>
      {/* Paid placement: shown only once there is something to show (no heading, skeleton or error otherwise). */}
      {hasFeatured && (
        <HomeSection
          title="Featured"
          lead="Picked by local businesses to show you first."
          query={featured}
          loadingLabel="Loading featured listings…"
          skeleton={null}
          errorTitle="We couldn't load the featured listings."
          tone="tight"
        >
          {(listings) => <ListingGrid listings={listings} eagerCount={FIRST_ROW} subcategoryNames={subcategoryNames} />}
        </HomeSection>
      )}
      <HomeSection
        title="New listings"
        lead="Just added by local shops, services and makers."
        query={newListings}
        items={newShown}
        loadingLabel="Loading new listings…"
        skeleton={<CardSkeletons count={NEW_LISTINGS_COUNT} shape="listing" />}
        errorTitle="We couldn't load the new listings."
        tone={hasFeatured ? "plain" : "tight"}
      >
        {(listings) => (
          <ListingGrid
            listings={listings}
            eagerCount={hasFeatured ? 0 : FIRST_ROW}
            subcategoryNames={subcategoryNames}
          />
        )}
      </HomeSection>
    </>
  );
}

/** The recent jobs, below the categories. */
export function HomeJobs() {
  const recentJobs = useRecentJobs();
  return (
    <HomeSection
      title="Recent jobs"
      lead="Work going at businesses near you."
      action={
        <Link to={browsePaths.findJob} className="home-section__more">
          See all jobs
          <ArrowRight aria-hidden="true" />
        </Link>
      }
      query={recentJobs}
      loadingLabel="Loading recent jobs…"
      skeleton={<CardSkeletons count={RECENT_JOBS_COUNT} shape="job" />}
      errorTitle="We couldn't load the recent jobs."
      tone="tinted"
    >
      {(jobs) => <RecentJobList jobs={jobs} />}
    </HomeSection>
  );
}
