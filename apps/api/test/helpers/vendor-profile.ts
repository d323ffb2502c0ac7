import type { FastifyInstance } from "fastify";
import type { VendorProfile, VendorProfileInput } from "@mp/contracts/vendor-profile";
import type { Account } from "./accounts.ts";
import { callApi, type Envelope, type ErrorBody } from "./vendor.ts";

export function profileBody(overrides: Partial<VendorProfileInput> = {}): VendorProfileInput {
  return {
    businessName: "Quillfeather Bindery",
    logoImageId: null,
    about: "Hand-bound notebooks.\nRepairs while you wait.",
    phone: "+1 (555) 010-0100",
    email: "shop@bindery.example.org",
    website: "https://bindery.example.org",
    address: "12 Paper Lane",
    city: "Springfield",
    socialLinks: { facebook: "https://facebook.com/bindery", instagram: "", x: null, linkedin: "", youtube: "" },
    ...overrides,
  };
}

/** PUT /api/vendor/profile as the account: its status and body (the profile, or the error). */
export const saveVendorProfile = (app: FastifyInstance, account: Account, body: object) =>
  callApi<Envelope<VendorProfile> & ErrorBody>(app, "PUT", "/api/vendor/profile", account.token, body);
