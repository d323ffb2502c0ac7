import type { ListingKind } from "@mp/contracts/listing";
import {
  vendorListingMessages,
  type ImageRef,
  type ListingInput,
  type VendorListing,
} from "@mp/contracts/vendor-listing";

export type WeekdayKey = "0" | "1" | "2" | "3" | "4" | "5" | "6";
type Span = { open: string; close: string };

/** One weekday of the hours editor: closed, or open from–to (further spans of the day kept as they are). */
export type HoursRow = { day: WeekdayKey; isOpen: boolean; open: string; close: string; more: Span[] };

/** What the listing form holds: text as typed; the schema gets it through `toListingInput`. */
export type ListingFormValues = {
  kind: ListingKind;
  categoryId: string;
  subcategoryId: string;
  name: string;
  description: string;
  /** Dollars as typed ("12.50"); empty means "Price on request". */
  price: string;
  currency: string;
  address: string;
  city: string;
  latitude: string;
  longitude: string;
  phone: string;
  email: string;
  website: string;
  hours: HoursRow[];
  /** The uploaded cover: its id is saved, the rest draws the preview. */
  cover: ImageRef | null;
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
/** Monday first, as a week reads on a shop door. */
const weekOrder: WeekdayKey[] = ["1", "2", "3", "4", "5", "6", "0"];

export const currencies = ["USD", "EUR", "GBP", "AUD", "CAD", "NZD", "INR", "JPY", "SGD", "ZAR"] as const;

export function emptyListingValues(): ListingFormValues {
  return {
    kind: "business",
    categoryId: "",
    subcategoryId: "",
    name: "",
    description: "",
    price: "",
    currency: "USD",
    address: "",
    city: "",
    latitude: "",
    longitude: "",
    phone: "",
    email: "",
    website: "",
    hours: weekOrder.map((day) => ({ day, isOpen: false, open: "09:00", close: "17:00", more: [] })),
    cover: null,
  };
}

export function valuesFromListing(listing: VendorListing): ListingFormValues {
  const hours = listing.openingHours ?? {};
  return {
    kind: listing.kind,
    categoryId: listing.categoryId,
    subcategoryId: listing.subcategoryId,
    name: listing.name,
    description: listing.description,
    price: listing.priceCents === null ? "" : (listing.priceCents / 100).toFixed(2),
    currency: listing.currency,
    address: listing.address,
    city: listing.city,
    latitude: listing.latitude === null ? "" : String(listing.latitude),
    longitude: listing.longitude === null ? "" : String(listing.longitude),
    phone: listing.phone ?? "",
    email: listing.email ?? "",
    website: listing.website ?? "",
    hours: weekOrder.map((day) => {
      const [first, ...more] = hours[day] ?? [];
      return { day, isOpen: !!first, open: first?.open ?? "09:00", close: first?.close ?? "17:00", more };
    }),
    cover: listing.cover,
  };
}

/** "12.5" → 1250; empty → null; anything else NaN, which the schema refuses with its price message. */
function toCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, "");
  if (trimmed === "") return null;
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

function toCoordinate(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}

/** The form's values in the shape of the shared `listingInputSchema`. */
export function toListingInput(values: ListingFormValues): ListingInput {
  const openDays = values.hours.filter((row) => row.isOpen);
  return {
    kind: values.kind,
    categoryId: values.categoryId,
    subcategoryId: values.subcategoryId,
    name: values.name,
    description: values.description,
    priceCents: toCents(values.price),
    currency: values.currency,
    address: values.address,
    city: values.city,
    latitude: toCoordinate(values.latitude),
    longitude: toCoordinate(values.longitude),
    phone: values.phone,
    email: values.email,
    website: values.website.trim(),
    openingHours: openDays.length
      ? Object.fromEntries(openDays.map((row) => [row.day, [{ open: row.open, close: row.close }, ...row.more]]))
      : null,
    coverImageId: values.cover?._id ?? null,
  };
}

/** Where the form shows an error reported at a schema path ("priceCents", "openingHours.1.0"). */
export function formFieldOf(path: string, values: ListingFormValues): string | null {
  const [head, second] = path.split(".");
  switch (head) {
    case "priceCents":
      return "price";
    case "coverImageId":
      return "cover";
    case "openingHours": {
      const index = Math.max(
        0,
        values.hours.findIndex((row) => row.day === second),
      );
      return `hours.${index}.close`;
    }
    case "kind":
    case "categoryId":
    case "subcategoryId":
    case "name":
    case "description":
    case "currency":
    case "address":
    case "city":
    case "latitude":
    case "longitude":
    case "phone":
    case "email":
    case "website":
      return head;
    default:
      return null;
  }
}

/** The schema's generic messages, said the way the form asks. */
export function friendlyMessage(field: string, message: string): string {
  if (field === "latitude" && message !== vendorListingMessages.coordinatesPair) {
    return "Enter a latitude between -90 and 90, e.g. 40.7128.";
  }
  if (field === "longitude") return "Enter a longitude between -180 and 180, e.g. -74.006.";
  if (field === "website") return vendorListingMessages.urlInvalid;
  if (field.startsWith("hours.")) return vendorListingMessages.hoursInvalid;
  return message;
}

const draftKey = "mp:listing-draft";

/** The unsaved listing of a signed-out visitor, kept for the tab while they sign in or sign up. */
export function readDraft(): ListingFormValues | null {
  try {
    const text = sessionStorage.getItem(draftKey);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<ListingFormValues>;
    return { ...emptyListingValues(), ...draft };
  } catch {
    return null;
  }
}

export function writeDraft(values: ListingFormValues): void {
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the draft still lives in the form's own state.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(draftKey);
  } catch {
    // Nothing stored.
  }
}
