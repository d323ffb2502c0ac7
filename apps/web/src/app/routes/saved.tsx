import type { FavouriteTargetType } from "@mp/contracts/favourite";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { PagedResults } from "../../components/ui/paged-results";
import { useSavedItems, type SavedItemOf } from "../../features/favourites/api/get-saved-items";
import { FreelancerGrid } from "../../features/freelancers/components/freelancer-card";
import { JobList } from "../../features/jobs/components/job-card";
import { ListingGrid } from "../../features/listings/components/listing-card";
import { paths } from "../../lib/paths";
import { browsePaths } from "../../lib/paths-browse";
import { favouritePaths } from "../../lib/paths-favourites";
import { readPage } from "./browse-query";
import { GuardedBannerPage } from "./guarded-banner-page";
import "./saved.css";

type Tab = {
  type: FavouriteTargetType;
  label: string;
  noun: string;
  empty: { title: string; text: string; action: ReactNode };
};

const tabs: Tab[] = [
  {
    type: "listing",
    label: "Listings",
    noun: "saved listings",
    empty: {
      title: "No saved listings yet",
      text: "Tap the heart on any listing to keep it here, ready for your next visit.",
      action: <Link to={paths.categories}>Browse the categories</Link>,
    },
  },
  {
    type: "job",
    label: "Jobs",
    noun: "saved jobs",
    empty: {
      title: "No saved jobs yet",
      text: "Tap the heart on any job to keep it here until you apply.",
      action: <Link to={browsePaths.findJob}>Find jobs</Link>,
    },
  },
  {
    type: "freelancer",
    label: "Freelancers",
    noun: "saved freelancers",
    empty: {
      title: "No saved freelancers yet",
      text: "Tap the heart on any freelancer to keep them here for your next project.",
      action: <Link to={browsePaths.hireFreelancers}>Browse freelancers</Link>,
    },
  },
];

const tabOf = (value: string | null): Tab => tabs.find((tab) => tab.type === value) ?? tabs[0]!;

/** `/saved`: the signed-in user's saved listings, jobs and freelancers, a tab each, newest saved first. */
export function SavedRoute() {
  return (
    <GuardedBannerPage
      title="Saved"
      lead="The listings, jobs and freelancers you keep with the heart."
      className="saved-page"
    >
      <SavedTabs />
    </GuardedBannerPage>
  );
}

function SavedTabs() {
  const [searchParams] = useSearchParams();
  const current = tabOf(searchParams.get("tab"));
  const page = readPage(searchParams);
  return (
    <>
      <nav aria-label="Saved items" className="saved-page__tabs">
        {tabs.map((tab) => (
          <Link
            key={tab.type}
            to={favouritePaths.savedTab(tab.type)}
            className="saved-page__tab"
            aria-current={tab.type === current.type ? "page" : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <section aria-label={current.label} className="saved-page__panel">
        <SavedList key={current.type} tab={current} page={page} />
      </section>
    </>
  );
}

function SavedList({ tab, page }: { tab: Tab; page: number }) {
  const query = useSavedItems(tab.type, page);
  return (
    <PagedResults
      query={query}
      noun={tab.noun}
      empty={tab.empty}
      listHeading={tab.label}
      pageUrl={(next) => favouritePaths.savedTab(tab.type, next)}
    >
      {(items) => <SavedItems type={tab.type} items={items} />}
    </PagedResults>
  );
}

function SavedItems({ type, items }: { type: FavouriteTargetType; items: SavedItemOf[FavouriteTargetType][] }) {
  if (type === "listing") return <ListingGrid listings={items as SavedItemOf["listing"][]} />;
  if (type === "job") return <JobList jobs={items as SavedItemOf["job"][]} />;
  return <FreelancerGrid freelancers={items as SavedItemOf["freelancer"][]} />;
}
