import type { FavouriteTargetType } from "@mp/contracts/favourite";

/** The Saved page: the signed-in user's saved listings, jobs and freelancers, a tab each. */
export const favouritePaths = {
  saved: "/saved",
  /** A tab and page of /saved; the listings' first page is the bare address. */
  savedTab(type: FavouriteTargetType, page = 1): string {
    const query = new URLSearchParams();
    if (type !== "listing") query.set("tab", type);
    if (page > 1) query.set("page", String(page));
    const search = query.toString();
    return search ? `/saved?${search}` : "/saved";
  },
} as const;
