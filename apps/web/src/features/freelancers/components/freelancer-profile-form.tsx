import {
  availabilityLabels,
  FREELANCER_LIMITS,
  freelancerAvailabilities,
  freelancerProfileInputSchema,
  WELCOME_CONNECTS,
  type FreelancerProfile,
} from "@mp/contracts/freelancer";
import { Controller, useWatch } from "react-hook-form";
import { Button } from "@mp/ui/components/button.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import type { UploadImage } from "../../../components/ui/image-upload-input";
import { SelectField } from "../../../components/ui/select-field";
import { TextField, TextAreaField } from "../../../components/ui/text-field";
import { useCategories, useSubcategories } from "../../../lib/categories-api";
import { useSaveSubmit, useSchemaForm } from "../../../lib/use-schema-form";
import { useRegisterFreelancer, useSaveFreelancerProfile } from "../api/freelancer-profile";
import { freelancerConversion, valuesFromFreelancer } from "../profile-form-values";
import { PortfolioInput } from "./portfolio-input";
import "../../../components/ui/form-card.css";
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
  const { errors, isSubmitting } = form.formState;
  const categoryId = useWatch({ control: form.control, name: "categoryId" });
  const categories = useCategories("");
  const subcategories = useSubcategories(categoryId);

  const { generalError, onSubmit } = useSaveSubmit(
    form,
    async (input) => onSaved(await (profile ? save : register).mutateAsync(input)),
    freelancerConversion.fieldOf,
    "The profile could not be saved. Please try again.",
  );

  return (
    <form noValidate className="form-stack" aria-label="Freelancer profile" onSubmit={onSubmit}>
      {generalError && <FormAlert>{generalError}</FormAlert>}
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
            error={errors.fullName?.message}
            registration={form.register("fullName")}
            maxLength={FREELANCER_LIMITS.fullName}
            autoComplete="name"
            hint="Left empty, your account name is shown."
          />
          <TextField
            label="Headline"
            error={errors.headline?.message}
            registration={form.register("headline")}
            maxLength={FREELANCER_LIMITS.headline}
            placeholder="Bookbinder and paper restorer"
          />
        </div>
        <TextAreaField
          label="Bio"
          error={errors.bio?.message}
          hint="Plain text: your experience, your work, how you work."
          registration={form.register("bio")}
          rows={6}
          maxLength={FREELANCER_LIMITS.bio}
        />
        <TextField
          label="Skills"
          error={errors.skills?.message}
          registration={form.register("skills")}
          hint={`Separated by commas; up to ${FREELANCER_LIMITS.skills}, each at most ${FREELANCER_LIMITS.skill} characters.`}
          placeholder="Bookbinding, Paper repair"
        />
      </fieldset>

      <fieldset className="form-card">
        <legend>Work and rate</legend>
        <div className="form-pair">
          <SelectField
            control={form.control}
            name="categoryId"
            label="Category"
            error={errors.categoryId?.message ?? (categories.isError ? categories.error.message : undefined)}
            onChosen={() => form.setValue("subcategoryId", "")}
            disabled={categories.isPending}
          >
            <option value="">{categories.isPending ? "Loading categories…" : "Choose a category"}</option>
            {categories.data?.map((option) => (
              <option key={option._id} value={option._id}>
                {option.categoryName}
              </option>
            ))}
          </SelectField>
          <SelectField
            control={form.control}
            name="subcategoryId"
            label="Subcategory (optional)"
            error={errors.subcategoryId?.message}
            disabled={!categoryId || subcategories.isPending}
          >
            <option value="">{categoryId ? "Any in the category" : "Choose a category first"}</option>
            {subcategories.data?.map((option) => (
              <option key={option._id} value={option._id}>
                {option.subCategoryName}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Hourly rate (USD)"
            error={errors.hourlyRate?.message}
            registration={form.register("hourlyRate")}
            inputMode="decimal"
            placeholder="45"
          />
          <SelectField
            control={form.control}
            name="availability"
            label="Availability"
            error={errors.availability?.message}
          >
            {freelancerAvailabilities.map((option) => (
              <option key={option} value={option}>
                {availabilityLabels[option]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Location"
            error={errors.location?.message}
            registration={form.register("location")}
            maxLength={FREELANCER_LIMITS.location}
            autoComplete="address-level2"
            placeholder="Springfield, or Remote"
          />
          <TextField
            label="Languages"
            error={errors.languages?.message}
            registration={form.register("languages")}
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

      <div className="form-actions">
        <Button type="submit" isBusy={isSubmitting}>
          {isSubmitting ? "Saving…" : profile ? "Save profile" : "Register as a freelancer"}
        </Button>
      </div>
    </form>
  );
}
