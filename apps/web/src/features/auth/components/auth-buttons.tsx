import { useAuthDialog } from "../auth-dialog-context";
import { preloadAuthDialogs } from "./auth-dialog-provider";
import "./auth-buttons.css";

/** The logged-out header's "Register" and "Sign in" (spec section 2). */
export function AuthButtons() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <div className="auth-buttons" onPointerEnter={preloadAuthDialogs} onFocus={preloadAuthDialogs}>
      <button
        type="button"
        className="auth-buttons__register"
        aria-haspopup="dialog"
        onClick={() => openAuthDialog("signup")}
      >
        Register
      </button>
      <button
        type="button"
        className="auth-buttons__sign-in"
        aria-haspopup="dialog"
        onClick={() => openAuthDialog("login")}
      >
        Sign in
      </button>
    </div>
  );
}
