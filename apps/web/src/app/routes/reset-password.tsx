import { useNavigate, useParams } from "react-router";
import { PageBanner } from "../../components/ui/page-banner";
import { useAuthDialog } from "../../features/auth/auth-dialog-context";
import { ResetPasswordForm } from "../../features/auth/components/reset-password-form";
import { paths } from "../../lib/paths";
import { usePageTitle } from "../use-page-title";
import "./reset-password.css";

const title = "Choose a new password";

/** `/resetpassword/{token}`, the emailed link: a new password, then the login dialog. */
export function ResetPasswordRoute() {
  usePageTitle(title);
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();

  return (
    <>
      <PageBanner title={title} lead="Pick a new password for your account; you'll sign in with it straight after." />
      <div className="container reset-password">
        <div className="reset-password__card">
          <ResetPasswordForm
            token={token}
            onReset={() => {
              void navigate(paths.home, { replace: true });
              openAuthDialog("login");
            }}
          />
        </div>
      </div>
    </>
  );
}
