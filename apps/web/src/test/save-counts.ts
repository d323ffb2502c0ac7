import { http } from "msw";
import { ok } from "@mp/ui/test/msw.ts";
import { server } from "./server";

/**
 * Answers `GET /api/favourites/counts` as the server does for an owner: the number of saves of
 * each asked id that `counts` knows (the owner's items), none for the others. Returns the queries
 * asked, to check the page sent one for its items.
 */
export function serveSaveCounts(counts: Record<string, number>) {
  const asked: { type: string | null; ids: string[] }[] = [];
  server.use(
    http.get("/api/favourites/counts", ({ request }) => {
      const query = new URL(request.url).searchParams;
      const ids = query.get("ids")?.split(",") ?? [];
      asked.push({ type: query.get("type"), ids });
      return ok({ counts: Object.fromEntries(ids.filter((id) => id in counts).map((id) => [id, counts[id]])) });
    }),
  );
  return asked;
}

/** What the owner reads of each saves count inside `container` ("1 save", "3 saves"), without the screen-reader words. */
export function visibleSaveCounts(container: HTMLElement): string[] {
  return [...container.querySelectorAll(".saves-count")].map((count) => {
    const seen = count.cloneNode(true) as HTMLElement;
    for (const hidden of seen.querySelectorAll(".visually-hidden")) hidden.remove();
    return seen.textContent?.trim() ?? "";
  });
}
