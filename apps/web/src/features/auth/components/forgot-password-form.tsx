import { authMessages, forgotPasswordRequestSchema } from "@mp/contracts/auth";
import { useState } from "react";
import type { z } from "zod";
import { Button } from "@mp/ui/components/button.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { EmailField } from "../../../components/ui/text-field";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { requestPasswordReset } from "../api/forgot-password";
import type { AuthDialogOptions, AuthView } from "../auth-dialog-context";
import { forgotPasswordLockRemaining, lockForgotPassword } from "../forgot-password-lock";
import { SwitchPrompt } from "./switch-prompt";

type ForgotPasswordValues = z.infer<typeof forgotPasswordRequestSchema>;

type ForgotPasswordFormProps = {
  options: AuthDialogOptions;
  onSwitch: (view: AuthView, options?: AuthDialogOptions) => void;
};

type Outcome = { tone: "success" | "error"; message: string } | null;

/** Asks for a reset link; after one is sent, the form stays locked for 5 minutes (spec section 4). */
export function ForgotPasswordForm({ options, onSwitch }: ForgotPasswordFormProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm(forgotPasswordRequestSchema, {
    defaultValues: { email: options.email ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit({ email }: ForgotPasswordValues) {
    if (forgotPasswordLockRemaining() > 0) {
      setOutcome({ tone: "error", message: authMessages.forgotLocked });
      return;
    }
    setOutcome(null);
    try {
      const answer = await requestPasswordReset(email);
      lockForgotPassword();
      notify.success(answer.message);
      setOutcome({ tone: "success", message: answer.message });
    } catch (error) {
      const isThrottled = error instanceof ApiError && error.status === 429;
      const serverMessage = error instanceof ApiError ? error.message : "";
      const message = isThrottled ? authMessages.forgotLocked : serverMessage || authMessages.forgotUserNotFound;
      setOutcome({ tone: "error", message });
    }
  }

  return (
    <div className="auth-form">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="auth-form__fields">
        {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
        <EmailField error={errors.email?.message} registration={form.register("email")} autoFocus />
        <Button type="submit" className="auth-form__submit" isBusy={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send reset link"}
        </Button>
      </form>
      <SwitchPrompt question="Remembered it?" action="Back to sign in" onSwitch={() => onSwitch("login")} />
    </div>
  );
}
