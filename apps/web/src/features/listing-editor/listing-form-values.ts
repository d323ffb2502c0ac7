import type { ListingKind } from "@mp/contracts/listing";
import {
  listingInputSchema,
  vendorListingMessages,
  type ImageRef,
  type ListingInput,
  type VendorListing,
} from "@mp/contracts/vendor-listing";
import type { SchemaConversion } from "@mp/ui/lib/use-schema-form.ts";

// One mapper between a listing and its form, derived from the contract: every field of
// `listingInputSchema` that takes text is held as typed, read from the saved listing and sent as
// it is, with no code here; the others say below how the form holds them. A new text field in the
// contract needs only its input on the form; a new field of another kind fails to compile here
// until it says how the form holds it.

export type WeekdayKey = "0" | "1" | "2" | "3" | "4" | "5" | "6";
type Span = { open: string; close: string };

/** One weekday of the hours editor: closed, or open from–to (further spans of the day kept as they are). */
export type HoursRow = { day: WeekdayKey; isOpen: boolean; open: string; close: string; more: Span[] };

type SharedKey = keyof ListingInput & keyof VendorListing;
/** The contract's fields that take any text, held by the form as typed. */
type TextKey = { [K in SharedKey]-?: string extends NonNullable<ListingInput[K]> ? K : never }[SharedKey];

type Codec<F extends string, V, W> = {
  /** The form's field. */
  field: F;
  empty: () => V;
  read: (listing: VendorListing) => V;
  write: (value: V) => W;
};
const codec = <F extends string, V, W>(spec: Codec<F, V, W>) => spec;

/** Monday first, as a week reads on a shop door. */
const weekOrder: WeekdayKey[] = ["1", "2", "3", "4", "5", "6", "0"];

const converted = {
  kind: codec({ field: "kind", empty: (): ListingKind => "business", read: (l) => l.kind, write: (v) => v }),
  priceCents: codec({
    field: "price",
    empty: () => "",
    read: (l) => (l.priceCents === null ? "" : (l.priceCents / 100).toFixed(2)),
    write: toCents,
  }),
  latitude: codec({ field: "latitude", empty: () => "", read: (l) => numberText(l.latitude), write: toCoordinate }),
  longitude: codec({ field: "longitude", empty: () => "", read: (l) => numberText(l.longitude), write: toCoordinate }),
  openingHours: codec({
    field: "hours",
    empty: () => readHours(null),
    read: (l) => readHours(l.openingHours),
    write: writeHours,
  }),
  coverImageId: codec({
    field: "cover",
    empty: (): ImageRef | null => null,
    read: (l) => l.cover,
    write: (v) => v?._id ?? null,
  }),
} satisfies { [K in Exclude<keyof ListingInput, TextKey>]: { write: (value: never) => ListingInput[K] } };

type Converted = typeof converted;
type ConvertedValues = { [K in keyof Converted as Converted[K]["field"]]: ReturnType<Converted[K]["empty"]> };

/** What the listing form holds: text as typed; the schema gets it through `listingConversion.toInput`. */
export type ListingFormValues = { [K in TextKey]: string } & ConvertedValues;

const convertedKeys = Object.keys(converted) as (keyof Converted)[];
const textKeys = Object.keys(listingInputSchema.shape).filter((key) => !(key in converted)) as TextKey[];
const textDefaults: Partial<Record<TextKey, string>> = { currency: "USD" };

function build(text: (key: TextKey) => string, other: <K extends keyof Converted>(key: K) => unknown) {
  const values: Record<string, unknown> = {};
  for (const key of textKeys) values[key] = text(key);
  for (const key of convertedKeys) values[converted[key].field] = other(key);
  return values as ListingFormValues;
}

export function emptyListingValues(): ListingFormValues {
  return build(
    (key) => textDefaults[key] ?? "",
    (key) => converted[key].empty(),
  );
}

export function valuesFromListing(listing: VendorListing): ListingFormValues {
  return build(
    (key) => listing[key] ?? "",
    (key) => converted[key].read(listing),
  );
}

/** The form's values in the shape of the shared `listingInputSchema`. */
export function toListingInput(values: ListingFormValues): Record<keyof ListingInput, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of textKeys) input[key] = values[key].trim();
  for (const key of convertedKeys) {
    const { field, write } = converted[key] as Codec<string, unknown, unknown>;
    input[key] = write(values[field as keyof ListingFormValues]);
  }
  return input as Record<keyof ListingInput, unknown>;
}

/** Where the form shows an error reported at a schema path ("priceCents", "openingHours.1.0"). */
export function formFieldOf(path: string, values: ListingFormValues): string | null {
  const [head = "", day] = path.split(".");
  if (head === "openingHours")
    return `hours.${Math.max(
      0,
      values.hours.findIndex((row) => row.day === day),
    )}.close`;
  if (head in converted) return converted[head as keyof Converted].field;
  return (textKeys as string[]).includes(head) ? head : null;
}

/** The schema's generic messages, said the way the form asks. */
function friendlyMessage(field: string, message: string): string {
  if (field === "latitude" && message !== vendorListingMessages.coordinatesPair) {
    return "Enter a latitude between -90 and 90, e.g. 40.7128.";
  }
  if (field === "longitude") return "Enter a longitude between -180 and 180, e.g. -74.006.";
  if (field === "website") return vendorListingMessages.urlInvalid;
  if (field.startsWith("hours.")) return vendorListingMessages.hoursInvalid;
  return message;
}

/** The listing form meets `listingInputSchema` (useSchemaForm). */
export const listingConversion: SchemaConversion<ListingFormValues> = {
  toInput: toListingInput,
  fieldOf: formFieldOf,
  reword: friendlyMessage,
  // The schema checks the pair only once every field is valid; the form says it at once.
  check: (values) => ({
    latitude:
      (values.latitude.trim() === "") !== (values.longitude.trim() === "")
        ? vendorListingMessages.coordinatesPair
        : undefined,
  }),
};

export const weekdayNames: Record<WeekdayKey, string> = {
  "0": "Sunday",
  "1": "Monday",
  "2": "Tuesday",
  "3": "Wednesday",
  "4": "Thursday",
  "5": "Friday",
  "6": "Saturday",
};

export const currencies = ["USD", "EUR", "GBP", "AUD", "CAD", "NZD", "INR", "JPY", "SGD", "ZAR"] as const;

function readHours(hours: VendorListing["openingHours"]): HoursRow[] {
  return weekOrder.map((day) => {
    const [first, ...more] = hours?.[day] ?? [];
    return { day, isOpen: !!first, open: first?.open ?? "09:00", close: first?.close ?? "17:00", more };
  });
}

function writeHours(rows: HoursRow[]): ListingInput["openingHours"] {
  const openDays = rows.filter((row) => row.isOpen);
  if (openDays.length === 0) return null;
  return Object.fromEntries(openDays.map((row) => [row.day, [{ open: row.open, close: row.close }, ...row.more]]));
}

/** "12.5" → 1250; empty → null; anything else NaN, which the schema refuses with its price message. */
function toCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, "");
  if (trimmed === "") return null;
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

function numberText(value: number | null): string {
  return value === null ? "" : String(value);
}

function toCoordinate(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}
