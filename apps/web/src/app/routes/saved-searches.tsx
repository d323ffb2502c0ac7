import { PageBanner } from "../../components/ui/page-banner";
import { RequireToken } from "../../features/auth/components/require-token";
import { SavedSearchList } from "../../features/saved-searches/components/saved-search-list";
import { useSession } from "../../lib/session";
import { usePageTitle } from "../use-page-title";

const title = "Saved searches";

/** `/saved-searches`: the signed-in user's saved searches and their alerts. */
export function SavedSearchesRoute() {
  usePageTitle(title);
  return (
    <>
      <PageBanner title={title} lead="We mail you when new listings or jobs match a search you saved." />
      <RequireToken>
        <div className="container saved-searches-page">
          <SignedInList />
        </div>
      </RequireToken>
    </>
  );
}

function SignedInList() {
  const { userId } = useSession();
  return <SavedSearchList userId={userId ?? ""} />;
}
