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
import { bearerSecurity } from "../../plugins/openapi.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { recordAdminAction } from "../audit/public.ts";
import { deleteUnusedImages } from "../uploads/public.ts";
import { chooseSlug, subcategoryImage } from "./catalogue-input.ts";
import { moved, reordered } from "./order.ts";
import {
  countInSubcategory,
  lockCategory,
  lockSubcategoriesOf,
  lockSubcategory,
  type SubcategoryRow,
} from "./read-repository.ts";
import {
  insertSubcategory,
  isSubcategorySlugTaken,
  isUniqueViolation,
  mergeSubcategory,
  updateSubcategory,
  writePositions,
} from "./write-repository.ts";

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
  const doc = (summary: string) => ({ tags: ["Admin"], summary, security: bearerSecurity });
  const write = <T>(work: (tx: CatalogueTx) => Promise<T>): Promise<T> =>
    app.catalogueWriter.write(work).catch((err: unknown) => {
      if (!isUniqueViolation(err)) throw err;
      throw new AppError("CONFLICT", messages.subcategorySlugTaken, { slug: [messages.subcategorySlugTaken] });
    });
  const idAnswer = (id: string) => ({ result: 1 as const, result_value: { _id: id } });
  const takenIn = (tx: CatalogueTx, categoryId: string, exceptId: string | null) => (slug: string) =>
    isSubcategorySlugTaken(tx, categoryId, slug, exceptId);

  /** Positions rewritten to `next`, one audit row for the category whose order changed. */
  const applyOrder = async (
    tx: CatalogueTx,
    request: Parameters<typeof recordAdminAction>[1],
    context: { categoryId: string; rows: SubcategoryRow[]; next: string[]; action: string },
  ) => {
    await writePositions(tx, "subcategories", context.next);
    await recordAdminAction(tx, request, {
      action: context.action,
      targetType: "category",
      targetId: context.categoryId,
      before: { order: context.rows.map((row) => row.id) },
      after: { order: context.next },
    });
    return { result: 1 as const, result_value: { ids: context.next } };
  };

  app.post(
    "/admin/categories/:id/subcategories",
    {
      onRequest: app.requireAdmin,
      schema: {
        ...doc("Create a subcategory, last in its category"),
        params: catalogueIdParamSchema,
        body: subcategoryInputSchema,
        response: { 201: adminCatalogueIdResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
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
    {
      onRequest: app.requireAdmin,
      schema: {
        ...doc("Put every subcategory of a category in the given order"),
        params: catalogueIdParamSchema,
        body: catalogueOrderSchema,
        response: { 200: catalogueOrderResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
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
        return applyOrder(tx, request, { categoryId, rows, next, action: "subcategory.reorder" });
      }),
  );

  app.post(
    "/admin/subcategories/:id/move",
    {
      onRequest: app.requireAdmin,
      schema: {
        ...doc("Move a subcategory one place up or down within its category"),
        params: catalogueIdParamSchema,
        body: catalogueMoveSchema,
        response: { 200: catalogueOrderResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
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
        return applyOrder(tx, request, { categoryId: sub.categoryId, rows, next, action });
      }),
  );

  app.put(
    "/admin/subcategories/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        ...doc("Edit a subcategory's name, slug and image"),
        params: catalogueIdParamSchema,
        body: subcategoryInputSchema,
        response: { 200: adminCatalogueIdResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
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
    {
      onRequest: app.requireAdmin,
      schema: {
        ...doc("Delete a subcategory, moving its listings, jobs and freelancers to another of its category"),
        params: catalogueIdParamSchema,
        body: subcategoryDeleteSchema,
        response: { 200: adminCatalogueIdResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
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
