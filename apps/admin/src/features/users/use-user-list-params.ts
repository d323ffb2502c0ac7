import { adminUserListQuerySchema } from "@mp/contracts/admin-users";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The list's page and search live in the URL (`?search=&page=`), so a reload or a shared link
 * shows the same list. Defaults are left out of the URL; a bad value falls back to its default.
 */
export function useUserListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get("page"));
  const search = readSearch(searchParams.get("search"));

  // Typing replaces the history entry (no Back step per keystroke) and starts again at page 1.
  const setSearch = useCallback(
    (next: string) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set("search", next);
          else params.delete("search");
          params.delete("page");
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // Each page is its own history entry, so Back returns to the previous page.
  const setPage = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next > 1) params.set("page", String(next));
        else params.delete("page");
        return params;
      }),
    [setSearchParams],
  );

  return { page, search, setSearch, setPage };
}

const pageSchema = adminUserListQuerySchema.shape.page;
const searchSchema = adminUserListQuerySchema.shape.search;

function readPage(value: string | null): number {
  const parsed = pageSchema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : 1;
}

function readSearch(value: string | null): string {
  const parsed = searchSchema.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : "";
}
