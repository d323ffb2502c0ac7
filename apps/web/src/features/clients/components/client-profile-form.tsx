import { CLIENT_LIMITS, clientProfileInputSchema, type ClientProfile } from "@mp/contracts/client";
import { useId } from "react";
import { CardForm } from "../../../components/ui/card-form";
import { EmailField, PhoneField, TextField, TextAreaField } from "../../../components/ui/text-field";
import type { UploadImage } from "../../../components/ui/image-upload-input";
import { LogoField } from "../../../components/ui/logo-field";
import { fieldBinder } from "../../../lib/field-binding";
import { useSaveSubmit, useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useRegisterClient, useSaveClientProfile } from "../api/client-profile";
import { clientConversion, valuesFromClient } from "../client-form-values";
import "./client-profile.css";

type ClientProfileFormProps = {
  /** The saved profile to edit; null registers the account as a client. */
  profile: ClientProfile | null;
  account: { name: string; email: string; phone: string | null };
  upload: UploadImage;
  onSaved: (profile: ClientProfile) => void;
};

const roleSuggestions = ["Owner", "Founder", "Hiring manager", "Recruiter", "Project manager"];

/** Registration as a client (member) and its edit page: who hires, for which company. */
export function ClientProfileForm({ profile, account, upload, onSaved }: ClientProfileFormProps) {
  const register = useRegisterClient();
  const save = useSaveClientProfile();
  const rolesId = useId();
  const form = useSchemaForm(clientProfileInputSchema, {
    conversion: clientConversion,
    defaultValues: valuesFromClient(profile, account),
  });
  const { isSubmitting } = form.formState;
  const bind = fieldBinder(form);
  const { generalError, onSubmit } = useSaveSubmit(
    form,
    async (input) => onSaved(await (profile ? save : register).mutateAsync(input)),
    clientConversion.fieldOf,
    "The profile could not be saved. Please try again.",
  );

  return (
    <CardForm
      aria-label="Client profile"
      onSubmit={onSubmit}
      error={generalError}
      isBusy={isSubmitting}
      submit={[profile ? "Save profile" : "Register as a client", "Saving…"]}
    >
      {!profile && (
        <p className="client-form__note">
          Registering adds the Client privilege to this account: you can then post jobs and hire freelancers. Your email
          and phone number are shown to nobody but you.
        </p>
      )}

      <fieldset className="form-card">
        <legend>You</legend>
        <div className="form-pair">
          <TextField label="Full name" {...bind("FullName")} maxLength={CLIENT_LIMITS.fullName} autoComplete="name" />
          <TextField
            label="Your role"
            {...bind("Role")}
            maxLength={CLIENT_LIMITS.role}
            list={rolesId}
            placeholder="Hiring manager"
          />
          <datalist id={rolesId}>
            {roleSuggestions.map((role) => (
              <option key={role} value={role} />
            ))}
          </datalist>
          <EmailField {...bind("Email")} maxLength={254} />
          <PhoneField
            label="Phone number"
            {...bind("PhoneNumber")}
            maxLength={40}
            hint="With its country code, such as +1 202 555 0123."
          />
        </div>
      </fieldset>

      <fieldset className="form-card">
        <legend>Your company</legend>
        <div className="form-pair">
          <TextField
            label="Company name"
            {...bind("CompanyName")}
            maxLength={CLIENT_LIMITS.companyName}
            autoComplete="organization"
          />
          <TextField
            label="Company address"
            {...bind("CompanyAddress")}
            maxLength={CLIENT_LIMITS.companyAddress}
            autoComplete="street-address"
          />
        </div>
        <TextAreaField
          label="About the company"
          {...bind("about")}
          hint="Plain text; what you do and whom you hire."
          rows={5}
          maxLength={CLIENT_LIMITS.about}
        />
        <LogoField control={form.control} name="logo" label="Company logo (optional)" upload={upload} />
      </fieldset>
    </CardForm>
  );
}
