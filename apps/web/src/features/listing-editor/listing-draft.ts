import { emptyListingValues, type ListingFormValues } from "./listing-form-values";

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
