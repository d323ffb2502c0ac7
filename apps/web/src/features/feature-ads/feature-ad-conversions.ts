import type { SchemaConversion } from "@mp/ui/lib/use-schema-form.ts";
import { fromLocalInput, periodOf } from "./period";

/** What the new-ad form holds: the listing, the first day and how many days. */
export type FeatureAdFormValues = { listingId: string; startDate: string; days: string };
/** What the dates dialog holds: local date-times. */
export type FeatureAdDatesFormValues = { startsAt: string; endsAt: string };

const START_IN_PAST = "Start today or later.";

/** Schema paths of `featureAdInputSchema` under the new-ad form's fields. */
const newAdFields: Record<string, keyof FeatureAdFormValues> = {
  listingId: "listingId",
  startsAt: "startDate",
  endsAt: "days",
};

/** The new-ad form meets `featureAdInputSchema`: a first day and a number of days make the period. */
export const featureAdConversion: SchemaConversion<FeatureAdFormValues> = {
  toInput: (values) => {
    const period = periodOf(values.startDate, Number(values.days));
    return {
      listingId: values.listingId,
      startsAt: period ? period.startsAt.toISOString() : "",
      endsAt: period ? period.endsAt.toISOString() : "",
    };
  },
  fieldOf: (path) => newAdFields[path.split(".")[0] ?? ""] ?? null,
  check: (values) => {
    const start = fromLocalInput(values.startDate);
    const isPast = start !== null && start.getTime() < new Date(new Date().setHours(0, 0, 0, 0)).getTime();
    return { startDate: isPast ? START_IN_PAST : undefined };
  },
};

/** The dates dialog meets `featureAdDatesInputSchema`: local date-times become instants. */
export const featureAdDatesConversion: SchemaConversion<FeatureAdDatesFormValues> = {
  toInput: (values) => ({
    startsAt: fromLocalInput(values.startsAt)?.toISOString() ?? "",
    endsAt: fromLocalInput(values.endsAt)?.toISOString() ?? "",
  }),
  fieldOf: (path) => {
    const head = path.split(".")[0];
    return head === "startsAt" || head === "endsAt" ? head : null;
  },
};
