import type { SchemaConversion } from "@mp/ui/lib/use-schema-form.ts";

/** A review form's values: the chosen rating as its radio's value ("" before a choice), and the comment. */
export type RatingFormValues = { rating: string; comment: string };

/** What each rating says beside its number ("4 – Good"). */
export const ratingWords = { 1: "Bad", 2: "Poor", 3: "Fair", 4: "Good", 5: "Excellent" } as const;

/** The radio's text becomes the schema's number (none before a choice); its messages stay on their fields. */
export const ratingConversion: SchemaConversion<RatingFormValues> = {
  toInput: (values) => ({
    rating: values.rating === "" ? undefined : Number(values.rating),
    comment: values.comment,
  }),
  fieldOf: (path) => (path === "rating" || path === "comment" ? path : null),
};
