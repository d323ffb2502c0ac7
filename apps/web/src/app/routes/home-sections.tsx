import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useFeaturedListings } from "../../features/feature-ads/api/get-featured-listings";
import { NEW_LISTINGS_COUNT, useNewListings } from "../../features/home/api/get-new-listings";
import { RECENT_JOBS_COUNT, useRecentJobs } from "../../features/home/api/get-recent-jobs";
import { CardSkeletons, HomeSection } from "../../features/home/components/home-section";
import { RecentJobList } from "../../features/home/components/recent-jobs";
import { ListingGrid } from "../../features/listings/components/listing-card";
import { browsePaths } from "../../lib/paths-browse";

/** The home page below the categories: the featured listings, the newest listings and the recent jobs. */
export function HomeSections() {
  const featured = useFeaturedListings();
  const newListings = useNewListings();
  const recentJobs = useRecentJobs();
  return (
    <>
      {/* Paid placement: shown only once there is something to show (no heading, skeleton or error otherwise). */}
      {featured.isSuccess && featured.data.length > 0 && (
        <HomeSection
          title="Featured"
          lead="Picked by local businesses to show you first."
          query={featured}
          loadingLabel="Loading featured listings…"
          skeleton={null}
          errorTitle="We couldn't load the featured listings."
          layout="row"
        >
          {(listings) => <ListingGrid listings={listings} />}
        </HomeSection>
      )}
      <HomeSection
        title="New listings"
        lead="Just added by local shops, services and makers."
        query={newListings}
        loadingLabel="Loading new listings…"
        skeleton={<CardSkeletons count={NEW_LISTINGS_COUNT} shape="listing" />}
        errorTitle="We couldn't load the new listings."
        tone="tinted"
        layout="row"
      >
        {(listings) => <ListingGrid listings={listings} />}
      </HomeSection>
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
      >
        {(jobs) => <RecentJobList jobs={jobs} />}
      </HomeSection>
    </>
  );
}
