import type { SignupUserType } from "./auth-dialog-context";

/** The identity providers' public ids from the app config; null when a provider is not set up. */
export type SocialConfig = { googleClientId: string | null; facebookAppId: string | null };

export type SocialProvider = "google" | "facebook";

/** Spec section 2: social sign-in only for user type User, and only for providers the server configured. */
export function socialProviders(config: SocialConfig, userType: SignupUserType | ""): SocialProvider[] {
  if (userType !== "User") return [];
  const providers: SocialProvider[] = [];
  if (config.googleClientId) providers.push("google");
  if (config.facebookAppId) providers.push("facebook");
  return providers;
}
