import type { SavedSearch } from "@mp/contracts/saved-search";

const jobTypeNames: Record<string, string> = {
  "full-time": "full-time",
  "part-time": "part-time",
  contract: "contract",
  temporary: "temporary",
  internship: "internship",
};

/**
 * What a saved search matches, in words: "Listings matching “bread” in Bakeries", "Jobs matching
 * “bookkeeping” · contract · from $250 · remote only". `categoryName` names a category id when known.
 */
export function summaryOf(
  search: Pick<SavedSearch, "path" | "params" | "kind">,
  categoryName: (id: string) => string | undefined,
) {
  const p = search.params;
  const parts: string[] = [];
  const what = search.kind === "jobs" ? "Jobs" : search.path === "/ourproducts" ? "Products" : "Listings";
  let head = p.q
    ? `${what} matching “${p.q}”`
    : search.path === "/products" && p.name
      ? `${p.name} listings`
      : `All ${what.toLowerCase()}`;
  if (search.path === "/products" && p.name && p.q) head += ` in ${p.name}`;
  const category = p.categoryId ? categoryName(p.categoryId) : undefined;
  if (p.categoryId) head += ` in ${category ?? "one category"}`;
  parts.push(head);
  if (p.jobType) parts.push(jobTypeNames[p.jobType] ?? p.jobType);
  if (p.budgetType) parts.push(p.budgetType === "hourly" ? "hourly rate" : "fixed price");
  if (p.minBudget) parts.push(`from $${p.minBudget}`);
  if (p.remote === "true") parts.push("remote only");
  if (p.min && p.max) parts.push(`$${p.min}–$${p.max}`);
  else if (p.min) parts.push(`from $${p.min}`);
  else if (p.max) parts.push(`up to $${p.max}`);
  return parts.join(" · ");
}
