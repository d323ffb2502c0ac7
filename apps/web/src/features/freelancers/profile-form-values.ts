import type { FreelancerAvailability, FreelancerProfile, FreelancerProfileInput } from "@mp/contracts/freelancer";
import type { ImageRef } from "@mp/contracts/vendor-listing";
import { dollarsToCents } from "../../lib/dollars";
import type { SchemaConversion } from "@mp/ui/lib/use-schema-form.ts";

export type PortfolioItem = { image: ImageRef; caption: string };

/** What the freelancer form holds: text as typed (skills and languages comma-separated, the rate in dollars). */
export type FreelancerFormValues = {
  fullName: string;
  headline: string;
  bio: string;
  skills: string;
  categoryId: string;
  subcategoryId: string;
  hourlyRate: string;
  location: string;
  availability: FreelancerAvailability;
  languages: string;
  portfolio: PortfolioItem[];
};

/** The form of an existing profile, or a new one starting with the account's name. */
export function valuesFromFreelancer(profile: FreelancerProfile | null, accountName = ""): FreelancerFormValues {
  if (!profile) {
    return {
      fullName: accountName,
      headline: "",
      bio: "",
      skills: "",
      categoryId: "",
      subcategoryId: "",
      hourlyRate: "",
      location: "",
      availability: "available",
      languages: "",
      portfolio: [],
    };
  }
  return {
    fullName: profile.fullName,
    headline: profile.headline,
    bio: profile.bio,
    skills: profile.skills.join(", "),
    categoryId: profile.categoryId,
    subcategoryId: profile.subcategoryId ?? "",
    hourlyRate: (profile.hourlyRateCents / 100).toFixed(2).replace(/\.00$/, ""),
    location: profile.location,
    availability: profile.availability,
    languages: profile.languages.join(", "),
    portfolio: profile.portfolio,
  };
}

const words = (text: string) =>
  text
    .split(",")
    .map((word) => word.trim())
    .filter((word) => word !== "");

/** The form's values in the shape of the shared `freelancerProfileInputSchema`. */
export function toFreelancerInput(values: FreelancerFormValues): FreelancerProfileInput {
  return {
    fullName: values.fullName,
    headline: values.headline,
    bio: values.bio,
    skills: words(values.skills),
    categoryId: values.categoryId,
    subcategoryId: values.subcategoryId || null,
    // NaN is refused by the schema with the rate's own message.
    hourlyRateCents: dollarsToCents(values.hourlyRate) ?? Number.NaN,
    location: values.location,
    availability: values.availability,
    languages: words(values.languages),
    portfolio: values.portfolio.map((item) => ({ imageId: item.image._id, caption: item.caption })),
  };
}

const plainFields = ["fullName", "headline", "bio", "categoryId", "subcategoryId", "location", "availability"];

/** Where the form shows a message given at a schema path ("hourlyRateCents", "skills.3", "portfolio.0.imageId"). */
export function freelancerFieldOf(path: string): string | null {
  const head = path.split(".")[0] ?? "";
  if (head === "hourlyRateCents") return "hourlyRate";
  if (head === "skills" || head === "languages" || head === "portfolio") return head;
  return plainFields.includes(head) ? head : null;
}

export const freelancerConversion: SchemaConversion<FreelancerFormValues> = {
  toInput: toFreelancerInput,
  fieldOf: freelancerFieldOf,
};
