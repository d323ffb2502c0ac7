import type { SignupRequest } from "@mp/contracts/auth";
import { createContext, useContext } from "react";

/** The three dialogs of spec section 4; they replace one another inside one modal. */
export type AuthView = "login" | "signup" | "forgot";

export type SignupUserType = SignupRequest["userType"];

export type AuthDialogOptions = {
  /** Pre-fills the email, e.g. the login after a sign-up. */
  email?: string;
  /** "Employer" when coming from an employer flow (spec section 4); social sign-in is for User only. */
  userType?: SignupUserType;
};

export type AuthDialogState = {
  view: AuthView | null;
  options: AuthDialogOptions;
  openAuthDialog: (view: AuthView, options?: AuthDialogOptions) => void;
  closeAuthDialog: () => void;
};

export const AuthDialogContext = createContext<AuthDialogState | null>(null);

export function useAuthDialog(): AuthDialogState {
  const state = useContext(AuthDialogContext);
  if (!state) throw new Error("useAuthDialog needs an <AuthDialogProvider> above it.");
  return state;
}
