import type { ClientProfile, ClientProfileDetailsResponse } from "@mp/contracts/client";
import type { FreelancerProfile } from "@mp/contracts/freelancer";

/** A client profile as `POST /api/clientProfileDetails` answers its owner. */
export function makeClientProfile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  return {
    _id: "00000000-0000-4000-8000-0000000005c1",
    userId: "00000000-0000-4000-8000-0000000000a1",
    FullName: "Ada Lovelace",
    Email: "ada@example.org",
    PhoneNumber: "+12025550142",
    Role: "Founder",
    CompanyName: "Lovelace Analytics",
    CompanyAddress: "12 Engine St, Sydney",
    about: "Engines of analysis.",
    logo: null,
    createdAt: "2025-03-01T00:00:00.000Z",
    updatedAt: "2025-03-01T00:00:00.000Z",
    ...overrides,
  };
}

export function clientDetailsBody(
  profile: ClientProfile = makeClientProfile(),
  {
    jobs = [],
    hasMore = false,
    currentPage = 1,
  }: Partial<{
    jobs: ClientProfileDetailsResponse["result_value"]["jobs"];
    hasMore: boolean;
    currentPage: number;
  }> = {},
): ClientProfileDetailsResponse {
  return {
    result: 1,
    result_value: {
      findClient: profile,
      UserDetails: { HireSubscriptionType: "Standard", RemainingFreelancer: 25 },
      jobs,
    },
    meta: { hasMore, currentPage },
  };
}

export function makeFreelancerProfile(overrides: Partial<FreelancerProfile> = {}): FreelancerProfile {
  return {
    _id: "00000000-0000-4000-8000-0000000005f1",
    userId: "00000000-0000-4000-8000-0000000000a1",
    fullName: "Ada Lovelace",
    headline: "Analytical engine programmer",
    bio: "I write programs for engines that do not exist yet.",
    skills: ["Algorithms", "Notes"],
    categoryId: "00000000-0000-4000-8000-0000000000c1",
    categoryName: "Design",
    subcategoryId: null,
    subcategoryName: null,
    hourlyRateCents: 4500,
    location: "London",
    availability: "available",
    languages: ["English", "French"],
    portfolio: [],
    rating: 0,
    reviewCount: 0,
    reviews: [],
    createdAt: "2025-03-01T00:00:00.000Z",
    updatedAt: "2025-03-01T00:00:00.000Z",
    ...overrides,
  };
}
