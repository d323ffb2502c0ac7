import type { ListingKind } from "@mp/contracts/listing";
import { listingInputSchema, type ListingInputParsed, type VendorListing } from "@mp/contracts/vendor-listing";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { Field, FormAlert } from "@mp/ui/components/field.tsx";
import { CardForm } from "../../../components/ui/card-form";
import { CategorySelects } from "../../../components/ui/category-selects";
import { ChoiceCards, type Choice } from "../../../components/ui/choice-cards";
import { ContactFields } from "../../../components/ui/contact-fields";
import { TextField, TextAreaField } from "../../../components/ui/text-field";
import { fieldBinder } from "../../../lib/field-binding";
import { notify } from "../../../lib/toast";
import { formErrorAfter, useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { saveListing } from "../api/vendor-listing";
import { clearDraft, readDraft, writeDraft } from "../listing-draft";
import {
  currencies,
  emptyListingValues,
  listingConversion,
  valuesFromListing,
  type ListingFormValues,
} from "../listing-form-values";
import { CoverImageInput } from "./cover-image-input";
import { HoursInput } from "./hours-input";
import { ListingLocation, type LocationAddons } from "./listing-location";
import "./listing-form.css";

const kinds: Choice<ListingKind>[] = [
  { value: "business", label: "Business", hint: "A shop, a service, a place people visit or call." },
  { value: "product", label: "Product", hint: "Something you sell, with a price." },
];

type ListingFormProps = {
  /** The listing being edited; without it the form makes a new draft. */
  listing?: VendorListing;
  isSignedIn: boolean;
  /** Opens the sign-in dialog; the save goes on by itself once a session is stored. */
  onRequireSignIn: () => void;
  onSaved: (listing: VendorListing) => void;
  /** The map pin and address suggestions of the "Where" section (features/maps, given by the route). */
  location?: LocationAddons;
};

/** A business or product: what it is, where, how to reach it, when it opens, and its cover. */
export function ListingForm({ listing, isSignedIn, onRequireSignIn, onSaved, location }: ListingFormProps) {
  const isNew = !listing;
  const [restored] = useState(() => (isNew ? readDraft() : null));
  const [generalError, setGeneralError] = useState<string | null>(null);
  const isWaitingForSignIn = useRef(false);
  const form = useSchemaForm(listingInputSchema, {
    conversion: listingConversion,
    defaultValues: listing ? valuesFromListing(listing) : (restored ?? emptyListingValues()),
  });
  const { errors, isSubmitting } = form.formState;
  const bind = fieldBinder(form);
  const hours = useWatch({ control: form.control, name: "hours" });
  const kind = useWatch({ control: form.control, name: "kind" });

  // A new listing is kept for the tab as it is typed: signing in, or a reload, does not lose it.
  const allValues = useWatch({ control: form.control });
  useEffect(() => {
    if (isNew && form.formState.isDirty) writeDraft(allValues as ListingFormValues);
  }, [allValues, isNew, form.formState.isDirty]);

  async function submit(input: ListingInputParsed) {
    setGeneralError(null);
    if (!isSignedIn) {
      writeDraft(form.getValues());
      isWaitingForSignIn.current = true;
      onRequireSignIn();
      return;
    }
    try {
      const saved = await saveListing(input, listing?._id);
      if (isNew) clearDraft();
      notify.success(isNew ? "Your listing is saved as a draft." : "Changes saved.");
      onSaved(saved);
    } catch (error) {
      const { fieldOf, reword } = listingConversion;
      setGeneralError(
        formErrorAfter(form, error, fieldOf, "The listing could not be saved. Please try again.", reword),
      );
    }
  }

  // Signed in through the dialog while a save waited: the save goes on with what was typed.
  const continueSave = useEffectEvent(() => void form.handleSubmit(submit)());
  useEffect(() => {
    if (isSignedIn && isWaitingForSignIn.current) {
      isWaitingForSignIn.current = false;
      continueSave();
    }
  }, [isSignedIn]);

  return (
    <CardForm
      className="listing-form"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      aria-label="Listing"
      isBusy={isSubmitting}
      submit={[isNew ? "Save and preview" : "Save changes", "Saving…"]}
      aside={
        !isSignedIn && (
          <p className="field__hint">Saving asks you to sign in or create a free account. What you typed stays here.</p>
        )
      }
    >
      {restored && (
        <FormAlert tone="success">
          We kept the listing you started earlier in this tab.{" "}
          <button
            type="button"
            className="listing-form__link"
            onClick={() => {
              clearDraft();
              form.reset(emptyListingValues());
            }}
          >
            Start over
          </button>
        </FormAlert>
      )}
      {generalError && <FormAlert>{generalError}</FormAlert>}

      <fieldset className="form-card">
        <legend>What you list</legend>
        <ChoiceCards
          label="Kind of listing"
          className="listing-form__kind"
          choices={kinds}
          checked={kind}
          registration={form.register("kind")}
        />
        <CategorySelects
          form={form}
          subcategoryHint="Choose a category first."
          subcategoryPrompt={({ categoryId, isPending, isEmpty }) =>
            categoryId && isPending
              ? "Loading subcategories…"
              : isEmpty
                ? "No subcategories in this category"
                : "Choose a subcategory"
          }
        />
        <TextField label="Name" {...bind("name")} maxLength={120} />
        <TextAreaField
          label="Description"
          {...bind("description")}
          hint="Plain text; line breaks are kept. Say what you offer, for whom, and what makes it good."
          rows={7}
          maxLength={5000}
        />
        <div className="form-pair">
          <TextField
            label="Price"
            {...bind("price")}
            hint="In units of the currency, e.g. 12.50. Leave empty to show “Price on request”."
            inputMode="decimal"
          />
          <Field label="Currency" error={errors.currency?.message}>
            {(control) => (
              <select
                {...control}
                {...form.register("currency")}
                // Also as the element's own default: registering alone does not select it.
                defaultValue={form.formState.defaultValues?.currency}
                className="field__input"
              >
                {[...new Set([...currencies, listing?.currency ?? "USD"])].map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </fieldset>

      <ListingLocation form={form} addons={location} />

      <fieldset className="form-card">
        <legend>Contact</legend>
        <ContactFields register={form.register} errors={errors} limits={{ phone: 40, email: 200 }} />
      </fieldset>

      <HoursInput rows={hours} register={form.register} errors={errors.hours} />

      <fieldset className="form-card">
        <legend>Cover image</legend>
        <Controller
          control={form.control}
          name="cover"
          render={({ field, fieldState }) => (
            <CoverImageInput
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              isSignedIn={isSignedIn}
              onRequireSignIn={onRequireSignIn}
            />
          )}
        />
      </fieldset>
    </CardForm>
  );
}
