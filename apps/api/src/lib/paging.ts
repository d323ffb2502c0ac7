export type PageRequest = { page: number; limit: number };
export type PageWindow = { limit: number; offset: number };

/** The rows to read for a page: one more than asked tells whether another page exists without counting them all. */
export function pageWindow({ page, limit }: PageRequest): PageWindow {
  return { limit: limit + 1, offset: (page - 1) * limit };
}

/** A page read through `pageWindow`, in the API's shape: the extra row, if any, only sets `hasMore`. */
export function pagedResult<T>(rows: T[], { page, limit }: PageRequest) {
  return {
    result: 1 as const,
    result_value: rows.slice(0, limit),
    meta: { hasMore: rows.length > limit, currentPage: page },
  };
}
