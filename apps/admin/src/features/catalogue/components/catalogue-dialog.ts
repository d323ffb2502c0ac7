import type { AdminCategory, AdminSubcategory } from "../api/catalogue";

/** Which dialog of the catalogue page is open, and on what. */
export type CatalogueDialog =
  | { kind: "category"; category: AdminCategory | null }
  | { kind: "delete-category"; category: AdminCategory }
  | { kind: "subcategory"; category: AdminCategory; subcategory: AdminSubcategory | null }
  | { kind: "delete-subcategory"; category: AdminCategory; subcategory: AdminSubcategory };
