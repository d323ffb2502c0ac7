import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCatalogueIdResponseSchema,
  adminCatalogueMessages as messages,
  catalogueIdParamSchema,
  catalogueMoveSchema,
  catalogueOrderResponseSchema,
  catalogueOrderSchema,
  subcategoryDeleteSchema,
  subcategoryInputSchema,
} from "@mp/contracts/admin-catalogue";
import { AppError } from "../../lib/app-error.ts";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { recordAdminAction } from "../audit/public.ts";
import { deleteUnusedImages } from "../uploads/public.ts";
import { chooseSlug, subcategoryImage } from "./catalogue-input.ts";
import { moved, reordered } from "./order.ts";
import { catalogueRouteKit } from "./route-kit.ts";
import {
  countInSubcategory,
  lockCategory,
  lockSubcategoriesOf,
  lockSubcategory,
  type SubcategoryRow,
} from "./read-repository.ts";
import { insertSubcategory, isSubcategorySlugTaken, mergeSubcategory, updateSubcategory } from "./write-repository.ts";

const snapshot = (row: SubcategoryRow) => ({
  categoryId: row.categoryId,
  name: row.name,
  slug: row.slug,
  image: row.image,
  imageId: row.imageId,
  position: row.position,
});

const refuse = (field: string, message: string) => new AppError("BAD_REQUEST", message, { [field]: [message] });

/** `/api/admin/categories/{id}/subcategories…` and `/api/admin/subcategories/{id}…`, for Admin and Super-Admin. */
export const adminSubcategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const storage = app.config.storage;
  const { options, write, idAnswer, applyOrder } = catalogueRouteKit(app, messages.subcategorySlugTaken);
  const takenIn = (tx: CatalogueTx, categoryId: string, exceptId: string | null) => (slug: string) =>
    isSubcategorySlugTaken(tx, categoryId, slug, exceptId);

  app.post(
    "/admin/categories/:id/subcategories",
    options("Create a subcategory, last in its category", {
      params: catalogueIdParamSchema,
      body: subcategoryInputSchema,
      response: { 201: adminCatalogueIdResponseSchema },
    }),
    async (request, reply) => {
      const categoryId = request.params.id;
      const input = request.body;
      const adminId = signedInUser(request)._id;
      const created = await write(async (tx) => {
        const category = await lockCategory(tx, categoryId);
        if (!category) throw new AppError("NOT_FOUND", messages.categoryNotFound);
        const taken = takenIn(tx, categoryId, null);
        const slug = await chooseSlug(input.slug, input.name, "subcategory", taken, messages.subcategorySlugTaken);
        const image = await subcategoryImage(tx, storage, input.imageId, null, category.icon, adminId);
        const row = await insertSubcategory(tx, categoryId, { name: input.name, slug, ...image });
        await recordAdminAction(tx, request, {
          action: "subcategory.create",
          targetType: "subcategory",
          targetId: row.id,
          after: snapshot(row),
        });
        return row;
      });
      return reply.status(201).send(idAnswer(created.id));
    },
  );

  app.put(
    "/admin/categories/:id/subcategories/order",
    options("Put every subcategory of a category in the given order", {
      params: catalogueIdParamSchema,
      body: catalogueOrderSchema,
      response: { 200: catalogueOrderResponseSchema },
    }),
    async (request) =>
      write(async (tx) => {
        const categoryId = request.params.id;
        if (!(await lockCategory(tx, categoryId))) throw new AppError("NOT_FOUND", messages.categoryNotFound);
        const rows = await lockSubcategoriesOf(tx, categoryId);
        const next = reordered(
          rows.map((row) => row.id),
          request.body.ids,
        );
        if (!next) throw new AppError("CONFLICT", messages.subcategoryOrderMismatch);
        const order = { table: "subcategories" as const, before: rows.map((row) => row.id), next };
        return applyOrder(tx, request, order, { type: "category", id: categoryId, action: "subcategory.reorder" });
      }),
  );

  app.post(
    "/admin/subcategories/:id/move",
    options("Move a subcategory one place up or down within its category", {
      params: catalogueIdParamSchema,
      body: catalogueMoveSchema,
      response: { 200: catalogueOrderResponseSchema },
    }),
    async (request) =>
      write(async (tx) => {
        const sub = await lockSubcategory(tx, request.params.id);
        if (!sub) throw new AppError("NOT_FOUND", messages.subcategoryNotFound);
        const rows = await lockSubcategoriesOf(tx, sub.categoryId);
        const next = moved(
          rows.map((row) => row.id),
          sub.id,
          request.body.direction,
        )!;
        const action = `subcategory.move_${request.body.direction}`;
        const order = { table: "subcategories" as const, before: rows.map((row) => row.id), next };
        return applyOrder(tx, request, order, { type: "category", id: sub.categoryId, action });
      }),
  );

  app.put(
    "/admin/subcategories/:id",
    options("Edit a subcategory's name, slug and image", {
      params: catalogueIdParamSchema,
      body: subcategoryInputSchema,
      response: { 200: adminCatalogueIdResponseSchema },
    }),
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const adminId = signedInUser(request)._id;
      const replaced = await write(async (tx) => {
        const current = await lockSubcategory(tx, id);
        if (!current) throw new AppError("NOT_FOUND", messages.subcategoryNotFound);
        const category = (await lockCategory(tx, current.categoryId))!;
        const taken = takenIn(tx, current.categoryId, id);
        const slug =
          input.slug === current.slug
            ? current.slug
            : await chooseSlug(input.slug, input.name, "subcategory", taken, messages.subcategorySlugTaken);
        const image = await subcategoryImage(tx, storage, input.imageId, current, category.icon, adminId);
        const row = await updateSubcategory(tx, id, { name: input.name, slug, ...image });
        await recordAdminAction(tx, request, {
          action: "subcategory.update",
          targetType: "subcategory",
          targetId: id,
          before: snapshot(current),
          after: snapshot(row),
        });
        return current.imageId !== row.imageId ? current.imageId : null;
      });
      if (replaced) await deleteUnusedImages(db, app.fileStore, [replaced], request.log);
      return idAnswer(id);
    },
  );

  app.delete(
    "/admin/subcategories/:id",
    options("Delete a subcategory, moving its listings, jobs and freelancers to another of its category", {
      params: catalogueIdParamSchema,
      body: subcategoryDeleteSchema,
      response: { 200: adminCatalogueIdResponseSchema },
    }),
    async (request) => {
      const { id } = request.params;
      const { targetSubcategoryId } = request.body;
      const image = await write(async (tx) => {
        const current = await lockSubcategory(tx, id);
        if (!current) throw new AppError("NOT_FOUND", messages.subcategoryNotFound);
        if (targetSubcategoryId === id) throw refuse("targetSubcategoryId", messages.subcategoryIntoItself);
        const target = targetSubcategoryId ? await lockSubcategory(tx, targetSubcategoryId) : null;
        if (targetSubcategoryId && target?.categoryId !== current.categoryId) {
          throw refuse("targetSubcategoryId", messages.subcategoryTargetElsewhere);
        }
        const held = await countInSubcategory(tx, id);
        if (!target && held > 0) throw refuse("targetSubcategoryId", messages.subcategoryTargetRequired);
        await mergeSubcategory(tx, id, { id: target?.id ?? id, categoryId: current.categoryId });
        await recordAdminAction(tx, request, {
          action: "subcategory.delete",
          targetType: "subcategory",
          targetId: id,
          before: { ...snapshot(current), held },
          after: { movedTo: target?.id ?? null },
        });
        return current.imageId;
      });
      if (image) await deleteUnusedImages(db, app.fileStore, [image], request.log);
      return idAnswer(id);
    },
  );
};
