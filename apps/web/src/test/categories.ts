import type { Category, Subcategory } from "@mp/contracts/category";

let nextId = 1;
function uuid(): string {
  return `00000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;
}

export function makeCategory(categoryName: string): Category {
  const slug = categoryName.toLowerCase().replace(/\W+/g, "-");
  return { _id: uuid(), categoryName, icon: `/art/icons/${slug}.svg` };
}

export function makeSubcategory(subCategoryName: string): Subcategory {
  const slug = subCategoryName.toLowerCase().replace(/\W+/g, "-");
  return { _id: uuid(), subCategoryName, subimage: `/art/subcategories/${slug}.svg` };
}
