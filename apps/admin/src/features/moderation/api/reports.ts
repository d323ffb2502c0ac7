import {
  adminReportListResponseSchema,
  moderationActionResponseSchema,
  type AdminReportListQuery,
  type HideContentRequest,
  type ReportedItem,
  type ResolveContentRequest,
} from "@mp/contracts/report";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../lib/api-client";
import { reportKeys } from "../../../lib/query-keys";

export type { ReportedItem };
export type ReportQueueParams = Pick<AdminReportListQuery, "status" | "page">;
export const QUEUE_PAGE_SIZE = 20;

export const reportQueueQueryOptions = ({ status, page }: ReportQueueParams) =>
  queryOptions({
    queryKey: reportKeys.list({ status, page }),
    queryFn: async ({ signal }) =>
      apiGet(
        `/api/admin/reports?status=${status}&page=${page}&limit=${QUEUE_PAGE_SIZE}`,
        adminReportListResponseSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/reports?status=&page=`: reported items with their reports, one entry per item. */
export function useReportQueue(params: ReportQueueParams) {
  return useQuery(reportQueueQueryOptions(params));
}

export type ModerationMove =
  | { move: "hide"; body: HideContentRequest }
  | { move: "dismiss"; body: ResolveContentRequest }
  | { move: "restore"; body: ResolveContentRequest };

/** `POST /api/admin/reports/{hide|dismiss|restore}`; every tab is read again after it. */
export function useModerationMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ move, body }: ModerationMove) =>
      (await apiPost(`/api/admin/reports/${move}`, body, moderationActionResponseSchema)).result_value,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
