import { useEffect, useState } from "react";
import { FacebookIcon } from "../../../components/icons/social-icons";
import { loadFacebookSdk } from "../social-sdk";

type FacebookSignInButtonProps = { appId: string; onAccessToken: (accessToken: string) => void };

type SdkState = "loading" | "ready" | "unavailable";

/** "Continue with Facebook": FB.login in a popup, then the access token goes to `onAccessToken`. */
export function FacebookSignInButton({ appId, onAccessToken }: FacebookSignInButtonProps) {
  const [state, setState] = useState<SdkState>("loading");

  // Loaded before the click: FB.login must run inside the click, or the popup is blocked.
  useEffect(() => {
    let isCancelled = false;
    loadFacebookSdk(appId)
      .then(() => !isCancelled && setState("ready"))
      .catch(() => !isCancelled && setState("unavailable"));
    return () => {
      isCancelled = true;
    };
  }, [appId]);

  if (state === "unavailable") {
    return <p className="social-sign-in__unavailable">Facebook sign-in is unavailable right now.</p>;
  }
  return (
    <button
      type="button"
      className="social-sign-in__facebook"
      disabled={state !== "ready"}
      onClick={() =>
        window.FB?.login(
          (response) => {
            // No authResponse: the person closed the popup, which is not a failure to report.
            if (response.authResponse?.accessToken) onAccessToken(response.authResponse.accessToken);
          },
          { scope: "public_profile,email" },
        )
      }
    >
      <FacebookIcon />
      Continue with Facebook
    </button>
  );
}
