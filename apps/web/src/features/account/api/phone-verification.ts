import {
  verificationMessageResponseSchema,
  verificationStatusResponseSchema,
  type VerificationStatus,
} from "@mp/contracts/account-verification";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../lib/api-client";
import { accountKeys } from "../../../lib/query-keys";

/** `GET /api/account/verification`: whether the e-mail address and the phone are confirmed. */
export function verificationQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountKeys.verification(userId),
    queryFn: async ({ signal }): Promise<VerificationStatus> =>
      (await apiGet("/api/account/verification", verificationStatusResponseSchema, { signal, auth: true }))
        .result_value,
  });
}

export function useVerification(userId: string) {
  return useQuery(verificationQueryOptions(userId));
}

/** `POST /api/account/phone/verification`: texts a code to the account's phone. */
export async function requestPhoneCode(): Promise<string> {
  return (await apiPost("/api/account/phone/verification", {}, verificationMessageResponseSchema, { auth: true }))
    .message;
}

/** `POST /api/account/phone/verify`: confirms the phone with the texted code. */
export async function confirmPhone(code: string): Promise<string> {
  return (await apiPost("/api/account/phone/verify", { code }, verificationMessageResponseSchema, { auth: true }))
    .message;
}
