import type { SavedSearchFrequency } from "@mp/contracts/saved-search";

/** How each frequency is named in the dialog and on the Saved searches page. */
export const frequencyLabels: Record<SavedSearchFrequency, { label: string; hint: string }> = {
  instant: { label: "Instantly", hint: "Within minutes of something new." },
  daily: { label: "Daily", hint: "One mail a day at most." },
};
