import { authMessages, loginRequestSchema, type LoginRequest } from "@mp/contracts/auth";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { Field } from "@mp/ui/components/field.tsx";
import { EmailField } from "../../../components/ui/text-field";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { storeSession } from "../../../lib/session";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { notify } from "../../../lib/toast";
import { login, loginFieldErrors } from "../api/login";
import type { AuthDialogOptions, AuthView, SignupUserType } from "../auth-dialog-context";
import type { SocialConfig } from "../social-config";
import { SocialSignIn } from "./social-sign-in";
import { UserTypeSwitch } from "./user-type-switch";
import { SwitchPrompt } from "./switch-prompt";

type LoginFormProps = {
  options: AuthDialogOptions;
  social: SocialConfig;
  onSignedIn: () => void;
  onSwitch: (view: AuthView, options?: AuthDialogOptions) => void;
};

export function LoginForm({ options, social, onSignedIn, onSwitch }: LoginFormProps) {
  const [userType, setUserType] = useState<SignupUserType>(options.userType ?? "User");
  const form = useSchemaForm(loginRequestSchema, {
    defaultValues: { email: options.email ?? "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: LoginRequest) {
    try {
      const session = await login(values);
      storeSession(session.user, session.token);
      notify.success(authMessages.loginSuccess);
      onSignedIn();
    } catch (error) {
      const fields = loginFieldErrors(error);
      if (fields.email) form.setError("email", { message: fields.email }, { shouldFocus: true });
      if (fields.password) form.setError("password", { message: fields.password }, { shouldFocus: !fields.email });
      if (fields.email || fields.password) return;
      // Throttling says when to try again; anything else gets the spec's failure toast.
      const isThrottled = error instanceof ApiError && error.status === 429;
      notify.error(isThrottled ? error.message : authMessages.loginFailed);
    }
  }

  const hasSocial = Boolean(social.googleClientId || social.facebookAppId);
  return (
    <div className="auth-form">
      {hasSocial && <UserTypeSwitch legend="Sign in as" value={userType} onChange={setUserType} />}
      <SocialSignIn config={social} userType={userType} onSignedIn={onSignedIn} />
      <form noValidate onSubmit={form.handleSubmit(submit)} className="auth-form__fields">
        <EmailField
          error={errors.email?.message}
          registration={form.register("email")}
          autoFocus={!options.email}
          data-autofocus={options.email ? undefined : true}
        />
        <Field
          label="Password"
          error={errors.password?.message}
          labelAside={
            <button type="button" className="auth-form__link" onClick={() => onSwitch("forgot")}>
              Forgot password?
            </button>
          }
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register("password")}
              autoComplete="current-password"
              // After a sign-up the email is filled in: start at the password.
              autoFocus={Boolean(options.email)}
              data-autofocus={options.email ? true : undefined}
            />
          )}
        </Field>
        <Button type="submit" className="auth-form__submit" isBusy={isSubmitting}>
          {isSubmitting ? "Signing in…" : "Sign in"}
        </Button>
      </form>
      <SwitchPrompt question="New here?" action="Create an account" onSwitch={() => onSwitch("signup", { userType })} />
    </div>
  );
}
