// Test data for the vendor profile's tests.
import type { ListingSummary } from "@mp/contracts/listing";
import type { ImageRef } from "@mp/contracts/vendor-listing";
import type { PublicVendor, VendorProfile } from "@mp/contracts/vendor-profile";
import { listingMaker } from "../../../test/listings";

let next = 1;
export function uuid(): string {
  return `40000000-0000-4000-8000-${String(next++).padStart(12, "0")}`;
}

export function makeLogo(): ImageRef {
  const _id = uuid();
  return {
    _id,
    url: `/media/listing-images/${_id}/640.webp`,
    srcset: `/media/listing-images/${_id}/320.webp 320w, /media/listing-images/${_id}/640.webp 640w`,
    width: 640,
    height: 640,
  };
}

export function makeProfile(overrides: Partial<VendorProfile> = {}): VendorProfile {
  return {
    _id: uuid(),
    businessName: "Rosie's Bakery",
    logo: null,
    about: "Sourdough every morning.\nCakes to order.",
    phone: "+1 555 0100",
    email: "hello@rosies.example",
    website: "https://rosies.example/",
    address: "12 Main Street",
    city: "Springfield",
    socialLinks: { facebook: "https://facebook.com/rosies", youtube: "https://youtube.com/@rosies" },
    updatedAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

export function makePublicVendor(overrides: Partial<PublicVendor> = {}): PublicVendor {
  return { ...makeProfile(), hasProfile: true, memberSince: "2024-03-01T00:00:00.000Z", verified: false, ...overrides };
}

const summary = listingMaker("40000000", 0, () => ({ kind: "product", priceCents: 450 }));

/** A product of the vendor's named `name`, with an id of its own. */
export function makeSummary(name: string): ListingSummary {
  return summary(next++, { name });
}
