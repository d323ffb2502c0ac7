import { createReportResponseSchema, type CreateReportRequest } from "@mp/contracts/report";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client";

/** `POST /api/reports`: a signed-in visitor reports a public item; a repeat is answered the same. */
export function useCreateReport() {
  return useMutation({
    mutationFn: async (input: CreateReportRequest) =>
      (await apiPost("/api/reports", input, createReportResponseSchema, { auth: true })).result_value,
  });
}
