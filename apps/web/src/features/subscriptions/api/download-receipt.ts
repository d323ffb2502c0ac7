import { errorSchema } from "@mp/contracts/envelope";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { endRefusedSession } from "../../../lib/api-client";
import { readBearerToken } from "../../../lib/session";

const failed = "The receipt could not be downloaded. Check your connection and try again.";

/**
 * `GET /api/payments/{id}/receipt`: a PDF, for its owner only. A link cannot carry the bearer
 * token, so the file is fetched here and handed to the browser as a download. A refusal rejects
 * with the server's message; a 401 or 403 ends the session as every other call does.
 */
export async function fetchReceipt(paymentId: string): Promise<Blob> {
  const token = readBearerToken();
  let response: Response;
  try {
    response = await fetch(`/api/payments/${encodeURIComponent(paymentId)}/receipt`, {
      headers: { Accept: "application/pdf", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0, failed);
  }
  if (response.status === 401 || response.status === 403) endRefusedSession();
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const error = errorSchema.safeParse(body);
    throw new ApiError(response.status, error.success ? error.data.message : failed);
  }
  return response.blob();
}

/** Saves `blob` as `fileName` through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function downloadReceipt(paymentId: string, receiptNumber: string): Promise<void> {
  saveFile(await fetchReceipt(paymentId), `receipt-${receiptNumber}.pdf`);
}
