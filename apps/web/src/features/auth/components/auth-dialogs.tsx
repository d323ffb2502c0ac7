import type { ComponentType } from "react";
import { Dialog } from "@mp/ui/components/dialog.tsx";
import type { AuthDialogOptions, AuthView } from "../auth-dialog-context";
import type { SocialConfig } from "../social-config";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";
import "./auth-form.css";

const headings: Record<AuthView, { title: string; description: string }> = {
  login: { title: "Sign in", description: "Welcome back. Sign in to your account." },
  signup: { title: "Create your account", description: "List your business, post ads, hire and get hired." },
  forgot: {
    title: "Forgot your password?",
    description: "Enter your account's email and we'll send you a link to choose a new password.",
  },
};

export type AuthDialogsProps = {
  view: AuthView;
  options: AuthDialogOptions;
  social: SocialConfig;
  /** The terms document, shown over the sign-up form. */
  Terms: ComponentType;
  onSwitch: (view: AuthView, options?: AuthDialogOptions) => void;
  onClose: () => void;
};

/**
 * Login, sign-up and forgot-password in one modal: switching replaces the content, so the
 * modal stays open and focus moves to the new form's first field.
 */
export function AuthDialogs({ view, options, social, Terms, onSwitch, onClose }: AuthDialogsProps) {
  const { title, description } = headings[view];
  return (
    <Dialog title={title} description={description} onClose={onClose} closeOnBackdrop={false} className="auth-dialog">
      {view === "login" && <LoginForm options={options} social={social} onSignedIn={onClose} onSwitch={onSwitch} />}
      {view === "signup" && (
        <SignupForm
          options={options}
          social={social}
          Terms={Terms}
          // Spec section 4: a successful sign-up closes the sign-up and opens the login.
          onSignedUp={(email) => onSwitch("login", { email })}
          onSignedIn={onClose}
          onSwitch={onSwitch}
        />
      )}
      {view === "forgot" && <ForgotPasswordForm options={options} onSwitch={onSwitch} />}
    </Dialog>
  );
}
