import type { HireRequest } from "@mp/contracts/hire-request";

let next = 1;

/** A hiring request as the API answers it; pending, from Ada Client of Harbor Bakery, unless told. */
export function makeHireRequest(overrides: Partial<HireRequest> = {}): HireRequest {
  const n = next++;
  return {
    _id: `30000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    status: "pending",
    message: "We would like you to keep our books this spring.",
    jobId: null,
    jobTitle: "Books for the spring quarter",
    applicationId: null,
    client: {
      userId: "40000000-0000-4000-8000-000000000001",
      ClientId: "40000000-0000-4000-8000-000000000002",
      name: "Ada Client",
      companyName: "Harbor Bakery",
      logoUrl: null,
    },
    freelancer: {
      userId: "40000000-0000-4000-8000-000000000003",
      FreelancerId: "40000000-0000-4000-8000-000000000004",
      name: "Grace Hopper",
      headline: "Bookkeeping for small shops",
    },
    reviewedByMe: false,
    createdAt: "2026-11-20T10:00:00.000Z",
    respondedAt: null,
    completedAt: null,
    ...overrides,
  };
}

export const incomingPage = (items: HireRequest[], hasMore = false) => ({
  result: 1,
  result_value: { hiringEmployers: items },
  meta: { hasMore, currentPage: 1 },
});
