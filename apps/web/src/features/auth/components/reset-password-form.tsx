import { MIN_PASSWORD_LENGTH, resetPasswordRequestSchema } from "@mp/contracts/auth";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { Field, FormAlert } from "@mp/ui/components/field.tsx";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { notify } from "../../../lib/toast";
import { useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { resetPassword } from "../api/reset-password";
import { useAuthDialog } from "../auth-dialog-context";
import "./auth-form.css";

const passwordSchema = resetPasswordRequestSchema.pick({ password: true });
type ResetPasswordValues = { password: string };

type ResetPasswordFormProps = { token: string; onReset: () => void };

/** The new-password form behind the emailed `/resetpassword/{token}` link. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const { openAuthDialog } = useAuthDialog();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(passwordSchema, { defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;

  async function submit({ password }: ResetPasswordValues) {
    setFailure(null);
    try {
      const answer = await resetPassword({ token, password });
      notify.success(answer.message);
      onReset();
    } catch (error) {
      const message = error instanceof ApiError ? error.errors?.password?.[0] : undefined;
      if (message) form.setError("password", { message }, { shouldFocus: true });
      else setFailure(error instanceof Error ? error.message : "Something went wrong. Please try again.");
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="auth-form__fields">
      {failure && (
        <FormAlert>
          {failure}{" "}
          <button type="button" className="auth-form__link" onClick={() => openAuthDialog("forgot")}>
            Request a new link
          </button>
        </FormAlert>
      )}
      <Field label="New password" error={errors.password?.message} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        {(control) => (
          <PasswordInput {...control} {...form.register("password")} autoComplete="new-password" autoFocus />
        )}
      </Field>
      <Button type="submit" className="auth-form__submit" isBusy={isSubmitting}>
        {isSubmitting ? "Saving…" : "Save new password"}
      </Button>
    </form>
  );
}
