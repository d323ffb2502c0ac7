import { phoneUpdateRequestSchema } from "@mp/contracts/account-verification";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { PhoneField } from "../../../components/ui/text-field";
import { fieldBinder } from "../../../lib/field-binding";
import { accountKeys } from "../../../lib/query-keys";
import { notify } from "../../../lib/toast";
import { formErrorAfter, useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { changePhone } from "../api/account-confirmation";
import { PhoneConfirmation } from "./phone-confirmation";
import "./phone-confirmation.css";

/**
 * The account's mobile number with "Edit": a new number is saved unconfirmed, so the phone
 * confirmation shows again; an emptied field removes the number.
 */
export function PhoneNumber({ userId, phone }: { userId: string; phone: string | null }) {
  const [isEditing, setIsEditing] = useState(false);
  // Back from the form, the focus returns to "Edit".
  const [hasEdited, setHasEdited] = useState(false);

  function close() {
    setIsEditing(false);
    setHasEdited(true);
  }

  if (isEditing) return <PhoneForm userId={userId} phone={phone} onDone={close} />;
  return (
    <div className="phone-number">
      {phone || "Not given"}
      <Button
        autoFocus={hasEdited}
        variant="ghost"
        className="phone-number__edit"
        aria-label={phone ? "Edit mobile number" : "Add a mobile number"}
        onClick={() => setIsEditing(true)}
      >
        {phone ? "Edit" : "Add"}
      </Button>
      {phone && <PhoneConfirmation userId={userId} />}
    </div>
  );
}

function PhoneForm({ userId, phone, onDone }: { userId: string; phone: string | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(phoneUpdateRequestSchema, { defaultValues: { phone: phone ?? "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      notify.success(await changePhone(values.phone ?? ""));
      // The details are read again before the form closes, so the new number shows at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.verification(userId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.userDetails(userId) }),
      ]);
      onDone();
    } catch (failure) {
      const message = formErrorAfter(form, failure, (path) => path, "The number could not be saved. Try again.");
      if (message) form.setError("root", { type: "server", message });
    }
  });

  return (
    <form
      className="phone-confirmation__form"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape") onDone();
      }}
      noValidate
    >
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <PhoneField
        label="Mobile number"
        hint="With its country code, such as +1 202 555 0123. Leave it empty to remove the number."
        autoFocus
        maxLength={40}
        {...fieldBinder(form)("phone")}
      />
      <div className="phone-confirmation__actions">
        <Button type="submit" isBusy={isSubmitting}>
          Save
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
