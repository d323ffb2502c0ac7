import { featureAdInputSchema, type FeatureAd, type FeatureAdInputParsed } from "@mp/contracts/feature-ad";
import { Home, ImageOff, LayoutList, Sparkles, Store } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { Field, FormAlert } from "@mp/ui/components/field.tsx";
import { vendorPaths } from "../../../lib/paths-vendor";
import { notify } from "../../../lib/toast";
import { showServerErrors, useSchemaForm } from "@mp/ui/lib/use-schema-form.ts";
import { useOwnListings } from "../api/get-own-listings";
import { useCreateFeatureAd } from "../api/vendor-feature-ads";
import { featureAdConversion } from "../feature-ad-conversions";
import { formatDate } from "@mp/ui/lib/format.ts";
import { featureDurations, periodOf, toDateInput } from "../period";
import { QueryStatus } from "../../../components/ui/query-status";
import "../../../components/ui/form-card.css";
import "./feature-ads.css";

type FeatureAdFormProps = {
  /** `?listingId=`: chosen at once when it is one of the vendor's published listings. */
  preselectedId?: string;
  onSaved: (ad: FeatureAd) => void;
};

/** Feature one of the vendor's published listings from a day, for a number of days. */
export function FeatureAdForm({ preselectedId, onSaved }: FeatureAdFormProps) {
  const own = useOwnListings();
  if (!own.isSuccess) {
    return <QueryStatus query={own} loading="Loading your listings…" failed="Your listings could not be loaded" />;
  }
  const published = own.data.filter((listing) => listing.status === "published");
  if (published.length === 0) {
    return (
      <StatusMessage
        tone="neutral"
        icon={<Store aria-hidden="true" />}
        title="You have no published listings"
        action={
          <Link to={vendorPaths.vendorProducts} className={buttonClasses("primary", undefined)}>
            Go to View Business
          </Link>
        }
      >
        Only a published listing can be featured. Publish one of your listings first, then come back.
      </StatusMessage>
    );
  }
  const preselected = published.find((listing) => listing._id === preselectedId);
  const isPreselectedDraft = Boolean(preselectedId && !preselected && own.data.some((l) => l._id === preselectedId));
  return (
    <FeatureAdFields
      listings={published}
      initialListingId={preselected?._id ?? (published.length === 1 ? published[0]!._id : "")}
      isPreselectedDraft={isPreselectedDraft}
      onSaved={onSaved}
    />
  );
}

type Choice = { _id: string; name: string; coverImage: string | null; subcategoryName: string };

function FeatureAdFields({
  listings,
  initialListingId,
  isPreselectedDraft,
  onSaved,
}: {
  listings: Choice[];
  initialListingId: string;
  isPreselectedDraft: boolean;
  onSaved: (ad: FeatureAd) => void;
}) {
  const create = useCreateFeatureAd();
  const [error, setError] = useState<{ message: string; isLimit: boolean } | null>(null);
  const [today] = useState(() => toDateInput(new Date()));
  const form = useSchemaForm(featureAdInputSchema, {
    conversion: featureAdConversion,
    defaultValues: { listingId: initialListingId, startDate: today, days: "14" },
  });
  const { errors, isSubmitting } = form.formState;
  const [listingId, startDate, days] = useWatch({ control: form.control, name: ["listingId", "startDate", "days"] });
  const chosen = listings.find((listing) => listing._id === listingId);
  const period = periodOf(startDate, Number(days));

  async function submit(input: FeatureAdInputParsed) {
    setError(null);
    try {
      const ad = await create.mutateAsync(input);
      notify.success("Your listing is featured.");
      onSaved(ad);
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.errors : undefined;
      const { placed } = showServerErrors(form, fieldErrors, featureAdConversion.fieldOf);
      if (placed === 0) {
        setError({
          message: failure instanceof Error ? failure.message : "The feature ad could not be saved. Please try again.",
          isLimit: failure instanceof ApiError && failure.status === 409,
        });
      }
    }
  }

  return (
    <form
      noValidate
      className="feature-ad-form"
      aria-label="Feature a listing"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      {isPreselectedDraft && (
        <FormAlert>That listing is not published, so it cannot be featured yet. Choose a published one.</FormAlert>
      )}

      <fieldset
        className="feature-ad-form__section form-card"
        aria-describedby={errors.listingId ? "listing-error" : undefined}
      >
        <legend>Listing to feature</legend>
        <div className="feature-ad-form__choices">
          {listings.map((listing) => (
            <label key={listing._id} className={listing._id === listingId ? "is-checked" : undefined}>
              <input type="radio" value={listing._id} {...form.register("listingId")} />
              {listing.coverImage ? (
                <img src={listing.coverImage} alt="" width={64} height={48} loading="lazy" />
              ) : (
                <span className="feature-ad-form__no-cover">
                  <ImageOff aria-hidden="true" />
                </span>
              )}
              <span>
                <strong>{listing.name}</strong>
                <small>{listing.subcategoryName}</small>
              </span>
            </label>
          ))}
        </div>
        {errors.listingId?.message && (
          <p id="listing-error" className="field__error">
            {errors.listingId.message}
          </p>
        )}
      </fieldset>

      <fieldset className="feature-ad-form__section form-card">
        <legend>When</legend>
        <div className="form-pair">
          <Field label="Start date" error={errors.startDate?.message} hint="Today starts it right away.">
            {(control) => (
              <input {...control} {...form.register("startDate")} type="date" min={today} className="field__input" />
            )}
          </Field>
          <Field label="Run for" error={errors.days?.message}>
            {(control) => (
              <select {...control} {...form.register("days")} defaultValue="14" className="field__input">
                {featureDurations.map((n) => (
                  <option key={n} value={String(n)}>
                    {n} days
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {period && (
          <p className="feature-ad-form__period" aria-live="polite">
            Featured from <strong>{startDate === today ? "now" : formatDate(period.startsAt)}</strong> until{" "}
            <strong>{formatDate(period.endsAt)}</strong>.
          </p>
        )}
      </fieldset>

      <section className="form-card feature-ad-form__where" aria-labelledby="where-title">
        <h2 id="where-title">Where it will appear</h2>
        <ul className="stack-list">
          <li>
            <Home aria-hidden="true" />
            <span>
              In the <strong>Featured</strong> block of the home page, taking turns fairly with other featured listings.
            </span>
          </li>
          <li>
            <LayoutList aria-hidden="true" />
            <span>
              At the top of {chosen ? <strong>{chosen.subcategoryName}</strong> : "its subcategory"}, above the other
              listings.
            </span>
          </li>
          <li>
            <Sparkles aria-hidden="true" />
            <span>
              With a <strong>Featured</strong> mark on its card wherever listings are shown.
            </span>
          </li>
        </ul>
      </section>

      {/* Beside the button that was pressed, where it is seen on a phone too. */}
      {error && (
        <FormAlert>
          {error.message}
          {error.isLimit && (
            <>
              {" "}
              <Link to={vendorPaths.featureAds}>See your feature ads</Link>
            </>
          )}
        </FormAlert>
      )}
      <div className="form-actions">
        <Button type="submit" variant="primary" isBusy={isSubmitting}>
          {isSubmitting ? "Saving…" : "Feature this listing"}
        </Button>
      </div>
    </form>
  );
}
