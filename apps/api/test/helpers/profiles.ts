import type { FastifyInstance } from "fastify";
import type { ClientProfile, ClientProfileInput } from "@mp/contracts/client";
import type { FreelancerProfile, FreelancerProfileInput } from "@mp/contracts/freelancer";
import type { Account } from "./accounts.ts";
import { callApi, type Envelope, type ErrorBody } from "./vendor.ts";

/** A freelancer profile in the given category (and subcategory). */
export function freelancerBody(
  ids: { categoryId: string; subcategoryId?: string | null },
  overrides: Partial<FreelancerProfileInput> = {},
): FreelancerProfileInput {
  return {
    headline: "Bookbinder and paper restorer",
    bio: "Twenty years of binding, repairs and boxes.",
    skills: ["Bookbinding", "Paper repair"],
    categoryId: ids.categoryId,
    subcategoryId: ids.subcategoryId ?? null,
    hourlyRateCents: 4500,
    location: "Springfield",
    availability: "limited",
    languages: ["English", "French"],
    ...overrides,
  };
}

export function clientBody(overrides: Partial<ClientProfileInput> = {}): ClientProfileInput {
  return {
    FullName: "Grace Hopper",
    Email: "grace@navy.example.org",
    PhoneNumber: "+1 (202) 555-0199",
    Role: "Hiring manager",
    CompanyName: "Compiler Works",
    CompanyAddress: "1 Harbor Rd, Arlington",
    about: "We write the first compilers.",
    logoImageId: null,
    ...overrides,
  };
}

export const registerFreelancer = (app: FastifyInstance, account: Account, body: object) =>
  callApi<Envelope<FreelancerProfile> & ErrorBody>(app, "POST", "/api/freelancers/register", account.token, body);

export const registerClient = (app: FastifyInstance, account: Account, body: object = clientBody()) =>
  callApi<Envelope<ClientProfile> & ErrorBody>(app, "POST", "/api/clients/register", account.token, body);
