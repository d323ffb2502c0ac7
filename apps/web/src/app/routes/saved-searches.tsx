import { SavedSearchList } from "../../features/saved-searches/components/saved-search-list";
import { useSession } from "../../lib/session";
import { GuardedBannerPage } from "./guarded-banner-page";

const title = "Saved searches";

/** `/saved-searches`: the signed-in user's saved searches and their alerts. */
export function SavedSearchesRoute() {
  return (
    <GuardedBannerPage
      title={title}
      lead="We mail you when new listings or jobs match a search you saved."
      className="saved-searches-page"
    >
      <SignedInList />
    </GuardedBannerPage>
  );
}

function SignedInList() {
  const { userId } = useSession();
  return <SavedSearchList userId={userId ?? ""} />;
}
