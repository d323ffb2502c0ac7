import { authMessages, type SessionResponse } from "@mp/contracts/auth";
import { storeSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";
import { loginWithFacebook, loginWithGoogle } from "../api/social-login";
import type { SignupUserType } from "../auth-dialog-context";
import { socialProviders, type SocialConfig, type SocialProvider } from "../social-config";
import { FacebookSignInButton } from "./facebook-sign-in-button";
import { GoogleSignInButton } from "./google-sign-in-button";

type SocialSignInProps = {
  config: SocialConfig;
  userType: SignupUserType | "";
  onSignedIn: () => void;
};

const providerCalls: Record<SocialProvider, (credential: string) => Promise<SessionResponse>> = {
  google: loginWithGoogle,
  facebook: loginWithFacebook,
};

const providerMessages = {
  google: { success: authMessages.googleSuccess, failed: authMessages.googleFailed },
  facebook: { success: authMessages.facebookSuccess, failed: authMessages.facebookFailed },
} as const;

/** Hands a provider's credential to the server and signs in with the answer. */
export async function signInWithProvider(provider: SocialProvider, credential: string): Promise<boolean> {
  try {
    const session = await providerCalls[provider](credential);
    storeSession(session.user, session.token);
    notify.success(providerMessages[provider].success);
    return true;
  } catch {
    notify.error(providerMessages[provider].failed);
    return false;
  }
}

/** The Google and Facebook buttons, for user type User when the server configured them. */
export function SocialSignIn({ config, userType, onSignedIn }: SocialSignInProps) {
  const providers = socialProviders(config, userType);
  if (providers.length === 0) return null;

  async function signIn(provider: SocialProvider, credential: string) {
    if (await signInWithProvider(provider, credential)) onSignedIn();
  }

  return (
    <div className="social-sign-in">
      {config.googleClientId && providers.includes("google") && (
        <GoogleSignInButton
          clientId={config.googleClientId}
          onCredential={(credential) => void signIn("google", credential)}
        />
      )}
      {config.facebookAppId && providers.includes("facebook") && (
        <FacebookSignInButton appId={config.facebookAppId} onAccessToken={(token) => void signIn("facebook", token)} />
      )}
      <p className="social-sign-in__divider">
        <span>or use your email</span>
      </p>
    </div>
  );
}
