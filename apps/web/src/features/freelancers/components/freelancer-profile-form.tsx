import {
  availabilityLabels,
  FREELANCER_LIMITS,
  freelancerAvailabilities,
  freelancerProfileInputSchema,
  WELCOME_CONNECTS,
  type FreelancerProfile,
} from "@mp/contracts/freelancer";
import { Controller } from "react-hook-form";
import { CardForm } from "../../../components/ui/card-form";
import { CategorySelects } from "../../../components/ui/category-selects";
import type { UploadImage } from "../../../components/ui/image-upload-input";
import { SelectField } from "../../../components/ui/select-field";
import { TextField, TextAreaField } from "../../../components/ui/text-field";
import { fieldBinder } from "../../../lib/field-binding";
import { useSaveSubmit, useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useRegisterFreelancer, useSaveFreelancerProfile } from "../api/freelancer-profile";
import { freelancerConversion, valuesFromFreelancer } from "../profile-form-values";
import { PortfolioInput } from "./portfolio-input";
import "./freelancer-profile.css";

type FreelancerProfileFormProps = {
  /** The saved profile to edit; null registers the account as a freelancer. */
  profile: FreelancerProfile | null;
  /** The name a new profile starts with. */
  accountName: string;
  upload: UploadImage;
  onSaved: (profile: FreelancerProfile) => void;
};

/** Registration and the edit page: who the freelancer is, what they do, their rate and their portfolio. */
export function FreelancerProfileForm({ profile, accountName, upload, onSaved }: FreelancerProfileFormProps) {
  const register = useRegisterFreelancer();
  const save = useSaveFreelancerProfile();
  const form = useSchemaForm(freelancerProfileInputSchema, {
    conversion: freelancerConversion,
    defaultValues: valuesFromFreelancer(profile, accountName),
  });
  const { isSubmitting } = form.formState;
  const bind = fieldBinder(form);
  const { generalError, onSubmit } = useSaveSubmit(
    form,
    async (input) => onSaved(await (profile ? save : register).mutateAsync(input)),
    freelancerConversion.fieldOf,
    "The profile could not be saved. Please try again.",
  );

  return (
    <CardForm
      aria-label="Freelancer profile"
      onSubmit={onSubmit}
      error={generalError}
      isBusy={isSubmitting}
      submit={[profile ? "Save profile" : "Register as a freelancer", "Saving…"]}
    >
      {!profile && (
        <p className="freelancer-form__note">
          Registering adds the Freelancer privilege to this account and gives you {WELCOME_CONNECTS} connects to start
          with: enough to apply to a job or two.
        </p>
      )}

      <fieldset className="form-card">
        <legend>About you</legend>
        <div className="form-pair">
          <TextField
            label="Full name"
            {...bind("fullName")}
            maxLength={FREELANCER_LIMITS.fullName}
            autoComplete="name"
            hint="Left empty, your account name is shown."
          />
          <TextField
            label="Headline"
            {...bind("headline")}
            maxLength={FREELANCER_LIMITS.headline}
            placeholder="Bookbinder and paper restorer"
          />
        </div>
        <TextAreaField
          label="Bio"
          {...bind("bio")}
          hint="Plain text: your experience, your work, how you work."
          rows={6}
          maxLength={FREELANCER_LIMITS.bio}
        />
        <TextField
          label="Skills"
          {...bind("skills")}
          hint={`Separated by commas; up to ${FREELANCER_LIMITS.skills}, each at most ${FREELANCER_LIMITS.skill} characters.`}
          placeholder="Bookbinding, Paper repair"
        />
      </fieldset>

      <fieldset className="form-card">
        <legend>Work and rate</legend>
        <CategorySelects
          form={form}
          subcategoryLabel="Subcategory (optional)"
          subcategoryPrompt={({ categoryId }) => (categoryId ? "Any in the category" : "Choose a category first")}
        />
        <div className="form-pair">
          <TextField label="Hourly rate (USD)" {...bind("hourlyRate")} inputMode="decimal" placeholder="45" />
          <SelectField
            control={form.control}
            name="availability"
            label="Availability"
            error={form.formState.errors.availability?.message}
          >
            {freelancerAvailabilities.map((option) => (
              <option key={option} value={option}>
                {availabilityLabels[option]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Location"
            {...bind("location")}
            maxLength={FREELANCER_LIMITS.location}
            autoComplete="address-level2"
            placeholder="Springfield, or Remote"
          />
          <TextField
            label="Languages"
            {...bind("languages")}
            hint="Separated by commas."
            placeholder="English, Spanish"
          />
        </div>
      </fieldset>

      <fieldset className="form-card">
        <legend>Portfolio</legend>
        <Controller
          control={form.control}
          name="portfolio"
          render={({ field, fieldState }) => (
            <PortfolioInput
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              upload={upload}
            />
          )}
        />
      </fieldset>
    </CardForm>
  );
}
