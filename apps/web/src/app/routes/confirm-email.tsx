import { useSearchParams } from "react-router";
import { EmailConfirmPanel } from "../../features/account/components/email-confirm-panel";
import { usePageTitle } from "../use-page-title";

/** `/confirmemail?token=…`: the "Confirm e-mail" mail's link; no sign-in needed. */
export function ConfirmEmailRoute() {
  usePageTitle("Confirm your e-mail address");
  const [query] = useSearchParams();
  return (
    <div className="container">
      <EmailConfirmPanel token={(query.get("token") ?? "").slice(0, 300)} />
    </div>
  );
}
