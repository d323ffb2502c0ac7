import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useAuthDialog, type AuthView } from "../../features/auth/auth-dialog-context";
import { paths } from "../../lib/paths";
import { readSession } from "../../lib/session";
import { usePageTitle } from "../use-page-title";
import { HomeRoute } from "./home";

const titles: Record<AuthView, string> = { login: "Sign in", signup: "Create your account", forgot: "Forgot password" };

/**
 * `/login`, `/signup` and `/forgotpassword`: the home page with that dialog open. Closing the
 * dialog (or signing in) leaves for `/`; a signed-in visitor goes straight there.
 */
function AuthDialogPage({ view }: { view: AuthView }) {
  usePageTitle(titles[view]);
  const navigate = useNavigate();
  const { view: openView, openAuthDialog } = useAuthDialog();
  const hasBeenOpen = useRef(false);

  // On arrival only (storage read, not subscribed): signing in here must not reopen the dialog.
  useEffect(() => {
    if (readSession().isLoggedIn) void navigate(paths.home, { replace: true });
    else openAuthDialog(view);
  }, [view, openAuthDialog, navigate]);

  useEffect(() => {
    if (openView) hasBeenOpen.current = true;
    else if (hasBeenOpen.current) void navigate(paths.home, { replace: true });
  }, [openView, navigate]);

  return <HomeRoute />;
}

export const LoginRoute = () => <AuthDialogPage view="login" />;
export const SignupRoute = () => <AuthDialogPage view="signup" />;
export const ForgotPasswordRoute = () => <AuthDialogPage view="forgot" />;
