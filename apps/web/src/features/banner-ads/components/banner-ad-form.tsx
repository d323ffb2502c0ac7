import {
  addDays,
  bannerAdInputSchema,
  bannerAdUpdateSchema,
  utcDay,
  type BannerAdInput,
  type BannerPlacement,
  type VendorBannerAd,
} from "@mp/contracts/banner-ad";
import type { ImageRef } from "@mp/contracts/vendor-listing";
import { useEffect, useRef, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { Button } from "@mp/ui/components/button.tsx";
import { FormAlert } from "@mp/ui/components/field.tsx";
import { SelectField } from "../../../components/ui/select-field";
import { TextField } from "../../../components/ui/text-field";
import { useSaveSubmit, useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useCategories } from "../../../lib/categories-api";
import { useSaveBannerAd } from "../api/banner-ad";
import type { UploadImage } from "../../../components/ui/image-upload-input";
import { BannerImageInput } from "./banner-image-input";
import { fieldBinder } from "../../../lib/field-binding";
import { ChoiceCards, type Choice } from "../../../components/ui/choice-cards";
import "../../../components/ui/form-card.css";
import "./banner-ad-form.css";

type BannerAdFormProps = {
  /** The ad being edited; without it the form makes a new one. */
  ad?: VendorBannerAd;
  upload: UploadImage;
  onSaved: (ad: VendorBannerAd) => void;
};

const placements: Choice<BannerPlacement>[] = [
  { value: "home", label: "Home page", hint: "Seen by everyone who opens the site." },
  { value: "category", label: "A category", hint: "Above the listings of one category." },
  { value: "search", label: "Search results", hint: "Above the results of every search." },
];

const fields = ["title", "imageId", "linkUrl", "placement", "categoryId", "startsAt", "endsAt"] as const;
type FieldName = (typeof fields)[number];
const isField = (name: string): name is FieldName => (fields as readonly string[]).includes(name);

function initialValues(ad?: VendorBannerAd): BannerAdInput {
  if (ad) {
    const { title, linkUrl, placement, categoryId, startsAt, endsAt } = ad;
    return { title, imageId: ad.image._id, linkUrl, placement, categoryId: categoryId ?? "", startsAt, endsAt };
  }
  const today = utcDay();
  return {
    title: "",
    imageId: "",
    linkUrl: "",
    placement: "home",
    categoryId: "",
    startsAt: today,
    endsAt: addDays(today, 29),
  };
}

/** A banner: its picture and link, where it shows, and the days it runs. */
export function BannerAdForm({ ad, upload, onSaved }: BannerAdFormProps) {
  const isNew = !ad;
  const [image, setImage] = useState<ImageRef | null>(ad?.image ?? null);
  const save = useSaveBannerAd(ad?._id);
  const categories = useCategories("");
  // An ad already running may keep its start in the past: the update schema allows it.
  const form = useSchemaForm(isNew ? bannerAdInputSchema : bannerAdUpdateSchema, {
    defaultValues: initialValues(ad),
  });
  const { errors, isSubmitting } = form.formState;
  const bind = fieldBinder(form);
  const placement = useWatch({ control: form.control, name: "placement" });
  const alertRef = useRef<HTMLDivElement>(null);
  const { generalError, onSubmit } = useSaveSubmit(
    form,
    async (input) => onSaved(await save.mutateAsync(input)),
    (name) => (isField(name) ? name : null),
    "The banner ad could not be saved. Please try again.",
  );

  // The button is at the foot of a long form: a refusal about the whole form is brought into view.
  useEffect(() => {
    if (generalError) alertRef.current?.scrollIntoView?.({ block: "center" });
  }, [generalError]);

  return (
    <form noValidate className="banner-ad-form form-stack" aria-label="Banner ad" onSubmit={onSubmit}>
      {generalError && (
        <div ref={alertRef}>
          <FormAlert>{generalError}</FormAlert>
        </div>
      )}

      <fieldset className="banner-ad-form__section form-card">
        <legend>The banner</legend>
        <TextField
          label="Title"
          {...bind("title")}
          hint="For you and for screen readers: the image's text."
          maxLength={80}
        />
        <Controller
          control={form.control}
          name="imageId"
          render={({ field, fieldState }) => (
            <BannerImageInput
              value={image}
              upload={upload}
              error={fieldState.error?.message}
              onChange={(uploaded) => {
                setImage(uploaded);
                field.onChange(uploaded._id);
              }}
            />
          )}
        />
        <TextField
          label="Link"
          {...bind("linkUrl")}
          hint="Where a click goes, starting with http:// or https://."
          type="url"
          maxLength={500}
          placeholder="https://"
        />
      </fieldset>

      <fieldset className="banner-ad-form__section form-card">
        <legend>Where it shows</legend>
        <ChoiceCards
          label="Placement"
          className="banner-ad-form__placements"
          choices={placements}
          checked={placement}
          registration={form.register("placement")}
        />
        {placement === "category" && (
          <SelectField
            control={form.control}
            name="categoryId"
            label="Category"
            error={
              errors.categoryId?.message ?? (categories.isError ? "The categories could not be loaded." : undefined)
            }
            disabled={categories.isPending}
          >
            <option value="">{categories.isPending ? "Loading categories…" : "Choose a category"}</option>
            {categories.data?.map((category) => (
              <option key={category._id} value={category._id}>
                {category.categoryName}
              </option>
            ))}
          </SelectField>
        )}
        <p className="banner-ad-form__note">
          When several banners share a place, they take turns: each visit shows one of them, picked at random.
        </p>
      </fieldset>

      <fieldset className="banner-ad-form__section form-card">
        <legend>When it runs</legend>
        <div className="form-pair">
          <TextField label="First day" {...bind("startsAt")} type="date" />
          <TextField label="Last day" {...bind("endsAt")} type="date" />
        </div>
        <p className="banner-ad-form__note">Days are counted in UTC, both included, for up to a year.</p>
      </fieldset>

      <div className="form-actions">
        <Button type="submit" isBusy={isSubmitting}>
          {isSubmitting ? "Saving…" : isNew ? "Create the banner ad" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
