import type { FastifyRequest } from "fastify";
import {
  adminCatalogueMessages as messages,
  subcategoryMissing,
  subcategorySlugClash,
  type CategoryDeleteRequest,
} from "@mp/contracts/admin-catalogue";
import { AppError, fieldError } from "../../lib/app-error.ts";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { recordAdminAction } from "../audit/public.ts";
import { lockAllCategories, lockSubcategoriesOf } from "./read-repository.ts";
import { mergeSubcategory, moveRestAndDeleteCategory, reparentSubcategory } from "./write-repository.ts";

const refuse = (field: string, message: string, code: "BAD_REQUEST" | "CONFLICT" = "BAD_REQUEST") =>
  fieldError(code, field, message);

/**
 * Deletes a category after moving everything in it to the target: each subcategory merges into
 * one of the target's (its listings, jobs and freelancers with it) or moves under the target as
 * it is; jobs and freelancers without a subcategory and its category banner ads follow the
 * category. Refused, with nothing changed, when anything would be left without a place. Answers
 * the uploaded images it no longer shows, for the clean-up after commit.
 */
export async function deleteCategory(
  tx: CatalogueTx,
  request: FastifyRequest,
  id: string,
  input: CategoryDeleteRequest,
): Promise<string[]> {
  const all = await lockAllCategories(tx);
  const current = all.find((row) => row.id === id);
  if (!current) throw new AppError("NOT_FOUND", messages.categoryNotFound);
  if (all.length === 1) throw new AppError("CONFLICT", messages.lastCategory);
  if (input.targetCategoryId === id) throw refuse("targetCategoryId", messages.intoItself);
  const target = all.find((row) => row.id === input.targetCategoryId);
  if (!target) throw refuse("targetCategoryId", messages.categoryNotFound);

  const own = await lockSubcategoriesOf(tx, id);
  const theirs = await lockSubcategoriesOf(tx, target.id);
  const into = new Map(input.subcategories.map((entry) => [entry.id, entry.into]));
  if (into.size !== input.subcategories.length || input.subcategories.some((e) => !own.some((s) => s.id === e.id))) {
    throw refuse("subcategories", messages.subcategoryNotFound);
  }
  for (const sub of own) {
    if (!into.has(sub.id)) throw refuse("subcategories", subcategoryMissing(sub.name));
    const destination = into.get(sub.id)!;
    if (destination === null) {
      if (theirs.some((other) => other.slug === sub.slug)) {
        throw refuse("subcategories", subcategorySlugClash(sub.name), "CONFLICT");
      }
    } else if (!theirs.some((other) => other.id === destination)) {
      throw refuse(
        "subcategories",
        destination === sub.id ? messages.subcategoryIntoItself : messages.mappingTargetElsewhere,
      );
    }
  }

  const unshown: string[] = current.iconImageId ? [current.iconImageId] : [];
  for (const sub of own) {
    const destination = into.get(sub.id)!;
    if (destination === null) {
      await reparentSubcategory(tx, sub.id, target.id);
    } else {
      await mergeSubcategory(tx, sub.id, { id: destination, categoryId: target.id });
      if (sub.imageId) unshown.push(sub.imageId);
    }
  }
  await moveRestAndDeleteCategory(tx, id, target.id);
  await recordAdminAction(tx, request, {
    action: "category.delete",
    targetType: "category",
    targetId: id,
    before: { name: current.name, slug: current.slug, subcategories: own.map((sub) => sub.name) },
    after: {
      movedTo: target.id,
      subcategories: own.map((sub) => ({ id: sub.id, name: sub.name, into: into.get(sub.id) ?? "moved as it is" })),
    },
  });
  return unshown;
}
