import {
  PROFILE_LIMITS,
  socialNetworkNames,
  socialNetworks,
  vendorProfileInputSchema,
  type VendorProfile,
} from "@mp/contracts/vendor-profile";
import { CardForm } from "../../../components/ui/card-form";
import { ContactFields } from "../../../components/ui/contact-fields";
import { LogoField } from "../../../components/ui/logo-field";
import { TextField, TextAreaField } from "../../../components/ui/text-field";
import { fieldBinder } from "../../../lib/field-binding";
import { notify } from "../../../lib/toast";
import { useSaveSubmit, useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useSaveProfile } from "../api/own-profile";
import { profileConversion, valuesFromProfile } from "../profile-form-values";
import type { UploadImage } from "../../../components/ui/image-upload-input";
import "./profile-form.css";

type ProfileFormProps = {
  /** The saved profile; null before the vendor makes one. */
  profile: VendorProfile | null;
  /** The business name a new profile starts with (the account's name). */
  suggestedName?: string;
  upload: UploadImage;
  onSaved: (profile: VendorProfile) => void;
};

/** The vendor's public face: name and logo, about, contact, address and social links. */
export function ProfileForm({ profile, suggestedName, upload, onSaved }: ProfileFormProps) {
  const save = useSaveProfile();
  const form = useSchemaForm(vendorProfileInputSchema, {
    conversion: profileConversion,
    defaultValues: valuesFromProfile(profile, suggestedName),
  });
  const { errors, isSubmitting } = form.formState;
  const bind = fieldBinder(form);

  const { generalError, onSubmit } = useSaveSubmit(
    form,
    async (input) => {
      const saved = await save.mutateAsync(input);
      notify.success(profile ? "Profile saved." : "Your profile is live.");
      onSaved(saved);
    },
    profileConversion.fieldOf,
    "The profile could not be saved. Please try again.",
  );

  return (
    <CardForm
      className="profile-form"
      aria-label="Business profile"
      onSubmit={onSubmit}
      error={generalError}
      isBusy={isSubmitting}
      submit={["Save profile", "Saving…"]}
    >
      <fieldset className="profile-form__section form-card">
        <legend>Your business</legend>
        <TextField
          label="Business name"
          {...bind("businessName")}
          maxLength={PROFILE_LIMITS.businessName}
          autoComplete="organization"
        />
        <LogoField control={form.control} name="logo" upload={upload} />
        <TextAreaField
          label="About"
          {...bind("about")}
          hint="Plain text; line breaks are kept. Who you are, what you offer, what makes you good."
          rows={7}
          maxLength={PROFILE_LIMITS.about}
        />
      </fieldset>

      <fieldset className="profile-form__section form-card">
        <legend>Contact and address</legend>
        <p className="field__hint">Everything here is public. Leave out what you do not want to show.</p>
        <ContactFields register={form.register} errors={errors} limits={PROFILE_LIMITS} />
        <div className="form-pair">
          <TextField
            label="Address"
            {...bind("address")}
            maxLength={PROFILE_LIMITS.address}
            autoComplete="street-address"
          />
          <TextField label="City" {...bind("city")} maxLength={PROFILE_LIMITS.city} autoComplete="address-level2" />
        </div>
      </fieldset>

      <fieldset className="profile-form__section form-card">
        <legend>Social links</legend>
        <p className="field__hint">The full address of each page, starting with https://.</p>
        <div className="form-pair">
          {socialNetworks.map((network) => (
            <TextField
              key={network}
              label={socialNetworkNames[network]}
              {...bind(`socialLinks.${network}`)}
              type="url"
              maxLength={500}
              placeholder="https://"
            />
          ))}
        </div>
      </fieldset>
    </CardForm>
  );
}
