import { useSearchParams } from "react-router";
import { UnsubscribePanel } from "../../features/saved-searches/components/unsubscribe-panel";
import { usePageTitle } from "../use-page-title";

/** `/saved-searches/unsubscribe?token=…`: an alert mail's link; no sign-in, and nothing changes until the button. */
export function SavedSearchUnsubscribeRoute() {
  usePageTitle("Stop alerts");
  const [query] = useSearchParams();
  return (
    <div className="container">
      <UnsubscribePanel token={(query.get("token") ?? "").slice(0, 300)} />
    </div>
  );
}
