import {
  featureAdDatesInputSchema,
  featureAdInputSchema,
  type FeatureAdDatesInputParsed,
  type FeatureAdInputParsed,
} from "@mp/contracts/feature-ad";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { fromLocalInput, periodOf } from "./period";

/** What the new-ad form holds: the listing, the first day and how many days. */
export type FeatureAdFormValues = { listingId: string; startDate: string; days: string };
/** What the dates dialog holds: local date-times. */
export type FeatureAdDatesFormValues = { startsAt: string; endsAt: string };

const START_IN_PAST = "Start today or later.";

/** Runs the shared schema and puts its messages under the form's own fields. */
function check<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldOf: Record<string, keyof V & string>,
  extra: Partial<Record<keyof V & string, string>> = {},
): { values: z.output<S>; errors: Record<string, never> } | { values: Record<string, never>; errors: FieldErrors<V> } {
  const result = schema.safeParse(input);
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [field, message] of Object.entries(extra)) if (message) errors[field] = { type: "validate", message };
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf[String(issue.path[0])];
      if (field) errors[field] ??= { type: "validate", message: issue.message };
    }
  }
  if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };
  return { values: {}, errors: errors as FieldErrors<V> };
}

export const featureAdResolver: Resolver<FeatureAdFormValues, unknown, FeatureAdInputParsed> = async (values) => {
  const period = periodOf(values.startDate, Number(values.days));
  const today = fromLocalInput(values.startDate);
  const isPast = today !== null && today.getTime() < new Date(new Date().setHours(0, 0, 0, 0)).getTime();
  return check<FeatureAdFormValues, typeof featureAdInputSchema>(
    featureAdInputSchema,
    {
      listingId: values.listingId,
      startsAt: period ? period.startsAt.toISOString() : "",
      endsAt: period ? period.endsAt.toISOString() : "",
    },
    { listingId: "listingId", startsAt: "startDate", endsAt: "days" },
    { startDate: isPast ? START_IN_PAST : undefined },
  );
};

export const featureAdDatesResolver: Resolver<FeatureAdDatesFormValues, unknown, FeatureAdDatesInputParsed> = async (
  values,
) => {
  const startsAt = fromLocalInput(values.startsAt);
  const endsAt = fromLocalInput(values.endsAt);
  return check<FeatureAdDatesFormValues, typeof featureAdDatesInputSchema>(
    featureAdDatesInputSchema,
    { startsAt: startsAt?.toISOString() ?? "", endsAt: endsAt?.toISOString() ?? "" },
    { startsAt: "startsAt", endsAt: "endsAt" },
  );
};
