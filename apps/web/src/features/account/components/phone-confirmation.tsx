import { phoneVerifyRequestSchema } from "@mp/contracts/account-verification";
import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { TextField } from "../../../components/ui/text-field";
import { fieldBinder } from "../../../lib/field-binding";
import { accountKeys } from "../../../lib/query-keys";
import { notify } from "../../../lib/toast";
import { formErrorAfter, useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { confirmPhone, requestPhoneCode, useVerification } from "../api/phone-verification";
import "./phone-confirmation.css";

/**
 * Beside the account's phone: "Confirmed", or "Confirm phone", which texts a code, then asks for
 * it. A confirmed phone and e-mail make a vendor a "Verified business".
 */
export function PhoneConfirmation({ userId }: { userId: string }) {
  const status = useVerification(userId);
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const form = useSchemaForm(phoneVerifyRequestSchema, { defaultValues: { code: "" } });
  const { isSubmitting } = form.formState;

  if (!status.data?.phone) return null;
  if (status.data.phoneVerified) {
    return (
      <span className="account-confirmed">
        <BadgeCheck aria-hidden="true" /> Confirmed
      </span>
    );
  }

  async function sendCode() {
    setError(null);
    setIsSending(true);
    try {
      setSent(await requestPhoneCode());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The code could not be sent. Try again.");
    } finally {
      setIsSending(false);
    }
  }

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      notify.success(await confirmPhone(code));
      await queryClient.invalidateQueries({ queryKey: accountKeys.verification(userId) });
    } catch (failure) {
      const message = formErrorAfter(form, failure, (path) => path, "The code could not be checked. Try again.");
      if (message) form.setError("code", { type: "server", message });
    }
  });

  return (
    <div className="phone-confirmation">
      {error && <FormAlert>{error}</FormAlert>}
      {sent ? (
        <form className="phone-confirmation__form" onSubmit={submit} noValidate>
          <p role="status" className="phone-confirmation__sent">
            {sent}
          </p>
          <TextField
            label="Code from the text message"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...fieldBinder(form)("code")}
          />
          <div className="phone-confirmation__actions">
            <Button type="submit" isBusy={isSubmitting}>
              Confirm
            </Button>
            <Button variant="ghost" onClick={() => void sendCode()} isBusy={isSending}>
              Send a new code
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => void sendCode()} isBusy={isSending}>
          Confirm phone
        </Button>
      )}
    </div>
  );
}
