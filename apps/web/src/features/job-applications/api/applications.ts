import { errorSchema } from "@mp/contracts/envelope";
import { hireRequestResponseSchema, type HireRequestInput } from "@mp/contracts/hire-request";
import {
  applicationCreatedResponseSchema,
  applicationStatusResponseSchema,
  myApplicationsResponseSchema,
  receivedApplicationsResponseSchema,
  type ApplicationCreatedResponse,
  type ApplicationFieldsParsed,
} from "@mp/contracts/job-application";
import { ledgerResponseSchema } from "@mp/contracts/credits";
import { conversationResponseSchema } from "@mp/contracts/message";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { apiGet, apiPatch, apiPost, endRefusedSession } from "../../../lib/api-client";
import { accountKeys, jobKeys } from "../../../lib/query-keys";
import { readBearerToken } from "../../../lib/session";

export const APPLICATIONS_PAGE_SIZE = 20;
const failed = "The application could not be sent. Check your connection and try again.";

/**
 * `POST /api/jobs/{id}/applications` (multipart: the two fields and the files under
 * `attachments`). A refusal rejects with the server's message; a 401 ends the session as every
 * other call does. A 403 (not a freelancer, one's own job) is a refusal to show, not a lost session:
 * the page offers the way forward.
 */
export async function applyToJob(
  jobId: string,
  fields: ApplicationFieldsParsed,
  files: readonly File[],
): Promise<ApplicationCreatedResponse> {
  const form = new FormData();
  form.append("coverLetter", fields.coverLetter);
  form.append("proposedRateCents", String(fields.proposedRateCents));
  for (const file of files) form.append("attachments", file, file.name);
  const token = readBearerToken();
  let response: Response;
  try {
    response = await fetch(`/api/jobs/${encodeURIComponent(jobId)}/applications`, {
      method: "POST",
      headers: { Accept: "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
  } catch {
    throw new ApiError(0, failed);
  }
  if (response.status === 401) endRefusedSession();
  const body: unknown = await response.json().catch(() => null);
  const created = applicationCreatedResponseSchema.safeParse(body);
  if (response.ok && created.success) return created.data;
  const error = errorSchema.safeParse(body);
  throw new ApiError(response.status, error.success ? error.data.message : failed, error.data?.errors, body);
}

/** Applies, then refreshes the job and the freelancer's balance (the account menu's connects). */
export function useApply(jobId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files }: { fields: ApplicationFieldsParsed; files: readonly File[] }) =>
      applyToJob(jobId, fields, files),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.userDetails(userId) }),
      ]),
  });
}

/** `GET /api/jobs/{id}/applications`: the poster's view of one job's applications. */
export function useReceivedApplications(jobId: string, page: number, enabled = true) {
  return useQuery({
    queryKey: jobKeys.applications(jobId, page),
    queryFn: ({ signal }) =>
      apiGet(
        `/api/jobs/${encodeURIComponent(jobId)}/applications?page=${page}&limit=${APPLICATIONS_PAGE_SIZE}`,
        receivedApplicationsResponseSchema,
        { signal, auth: true },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /api/applications/mine`: the freelancer's own applications. */
export function useMyApplications(page: number) {
  return useQuery({
    queryKey: jobKeys.myApplications(page),
    queryFn: ({ signal }) =>
      apiGet(`/api/applications/mine?page=${page}&limit=${APPLICATIONS_PAGE_SIZE}`, myApplicationsResponseSchema, {
        signal,
        auth: true,
      }),
  });
}

/** `PATCH /api/applications/{id}`: the poster shortlists or rejects. */
export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "shortlisted" | "rejected" }) =>
      apiPatch(`/api/applications/${encodeURIComponent(id)}`, { status }, applicationStatusResponseSchema, {
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** `POST /api/hire-requests` from an application: the job and the application ride along. */
export function useHireFromApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HireRequestInput) =>
      apiPost("/api/hire-requests", input, hireRequestResponseSchema, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** `POST /api/conversations { applicationId }`: opens (or finds) the application's conversation. */
export async function openApplicationConversation(applicationId: string): Promise<string> {
  const body = await apiPost("/api/conversations", { applicationId }, conversationResponseSchema, { auth: true });
  return body.result_value._id;
}

/** Fetches a file with the token (a plain link would carry none) and hands it to the browser as a download. */
export async function downloadAttachment(applicationId: string, attachmentId: string, fileName: string) {
  const token = readBearerToken();
  const response = await fetch(
    `/api/applications/${encodeURIComponent(applicationId)}/attachments/${encodeURIComponent(attachmentId)}`,
    { headers: token ? { Authorization: `Bearer ${token}` } : {} },
  );
  if (response.status === 401) endRefusedSession();
  if (!response.ok) throw new ApiError(response.status, "The file could not be downloaded.");
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The freelancer's connects as the ledger has them: its newest row's balance (0 without any row). */
export function useConnectsBalance(userId: string) {
  return useQuery({
    queryKey: accountKeys.connects(userId),
    queryFn: async ({ signal }) => {
      const body = await apiGet("/api/credits/ledger?kind=connects&page=1&limit=1", ledgerResponseSchema, {
        signal,
        auth: true,
      });
      return body.result_value[0]?.balanceAfter ?? 0;
    },
  });
}
