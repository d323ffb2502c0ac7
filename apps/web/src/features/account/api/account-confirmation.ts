import { verificationMessageResponseSchema } from "@mp/contracts/account-verification";
import { apiPost, apiPut } from "../../../lib/api-client";

/** `POST /api/account/email/verification`: mails a confirmation link to the account's address. */
export async function requestEmailLink(): Promise<string> {
  return (await apiPost("/api/account/email/verification", {}, verificationMessageResponseSchema, { auth: true }))
    .message;
}

/** `POST /api/account/email/confirm`: the mailed link's token, signed in or not. */
export async function confirmEmail(token: string): Promise<string> {
  return (await apiPost("/api/account/email/confirm", { token }, verificationMessageResponseSchema)).message;
}

/** `PUT /api/account/phone`: a new number (or "" to remove it); a new number must be confirmed again. */
export async function changePhone(phone: string): Promise<string> {
  return (await apiPut("/api/account/phone", { phone }, verificationMessageResponseSchema, { auth: true })).message;
}
