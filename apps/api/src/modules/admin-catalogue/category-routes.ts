import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCatalogueIdResponseSchema,
  adminCatalogueMessages as messages,
  adminCatalogueResponseSchema,
  catalogueIdParamSchema,
  catalogueMoveSchema,
  catalogueOrderResponseSchema,
  catalogueOrderSchema,
  categoryDeleteSchema,
  categoryInputSchema,
} from "@mp/contracts/admin-catalogue";
import { AppError } from "../../lib/app-error.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { recordAdminAction } from "../audit/public.ts";
import { deleteUnusedImages } from "../uploads/public.ts";
import { categoryIcon, chooseSlug, ICON_NAMES } from "./catalogue-input.ts";
import { deleteCategory } from "./delete-category.ts";
import { moved, reordered } from "./order.ts";
import { catalogueRouteKit } from "./route-kit.ts";
import { findAdminCatalogue, lockAllCategories, lockCategory, type CategoryRow } from "./read-repository.ts";
import { insertCategory, isCategorySlugTaken, updateCategory } from "./write-repository.ts";

/** What the audit log keeps of a category. */
const snapshot = (row: CategoryRow) => ({
  name: row.name,
  slug: row.slug,
  icon: row.icon,
  iconImageId: row.iconImageId,
  hue: row.hue,
  position: row.position,
});

/** `/api/admin/categories…`: the catalogue's categories, for Admin and Super-Admin; every write audited. */
export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const storage = app.config.storage;
  const { options, write, idAnswer, applyOrder } = catalogueRouteKit(app, messages.slugTaken);

  app.get(
    "/admin/categories",
    options("The catalogue in the site's order, with what each category holds", {
      response: { 200: adminCatalogueResponseSchema },
    }),
    async () => ({
      result: 1 as const,
      result_value: { categories: await findAdminCatalogue(db, storage), iconNames: [...ICON_NAMES] },
    }),
  );

  app.post(
    "/admin/categories",
    options("Create a category, last in the order", {
      body: categoryInputSchema,
      response: { 201: adminCatalogueIdResponseSchema },
    }),
    async (request, reply) => {
      const input = request.body;
      const adminId = signedInUser(request)._id;
      const created = await write(async (tx) => {
        const taken = (slug: string) => isCategorySlugTaken(tx, slug, null);
        const slug = await chooseSlug(input.slug, input.name, "category", taken, messages.slugTaken);
        const icon = await categoryIcon(tx, storage, input, null, adminId);
        const row = await insertCategory(tx, { name: input.name, slug, hue: input.hue, ...icon });
        await recordAdminAction(tx, request, {
          action: "category.create",
          targetType: "category",
          targetId: row.id,
          after: snapshot(row),
        });
        return row;
      });
      return reply.status(201).send(idAnswer(created.id));
    },
  );

  app.put(
    "/admin/categories/order",
    options("Put every category in the given order", {
      body: catalogueOrderSchema,
      response: { 200: catalogueOrderResponseSchema },
    }),
    async (request) =>
      write(async (tx) => {
        const rows = await lockAllCategories(tx);
        const next = reordered(
          rows.map((row) => row.id),
          request.body.ids,
        );
        if (!next) throw new AppError("CONFLICT", messages.orderMismatch);
        const order = { table: "categories" as const, before: rows.map((row) => row.id), next };
        return applyOrder(tx, request, order, { type: "catalogue", id: "categories", action: "category.reorder" });
      }),
  );

  app.post(
    "/admin/categories/:id/move",
    options("Move a category one place up or down", {
      params: catalogueIdParamSchema,
      body: catalogueMoveSchema,
      response: { 200: catalogueOrderResponseSchema },
    }),
    async (request) =>
      write(async (tx) => {
        const rows = await lockAllCategories(tx);
        const next = moved(
          rows.map((row) => row.id),
          request.params.id,
          request.body.direction,
        );
        if (!next) throw new AppError("NOT_FOUND", messages.categoryNotFound);
        const action = `category.move_${request.body.direction}`;
        const order = { table: "categories" as const, before: rows.map((row) => row.id), next };
        return applyOrder(tx, request, order, { type: "category", id: request.params.id, action });
      }),
  );

  app.put(
    "/admin/categories/:id",
    options("Edit a category's name, slug, icon and hue", {
      params: catalogueIdParamSchema,
      body: categoryInputSchema,
      response: { 200: adminCatalogueIdResponseSchema },
    }),
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const adminId = signedInUser(request)._id;
      const replaced = await write(async (tx) => {
        const current = await lockCategory(tx, id);
        if (!current) throw new AppError("NOT_FOUND", messages.categoryNotFound);
        const taken = (slug: string) => isCategorySlugTaken(tx, slug, id);
        // An unchanged slug stays, even one made before the rule; a cleared one is made from the name.
        const slug =
          input.slug === current.slug
            ? current.slug
            : await chooseSlug(input.slug, input.name, "category", taken, messages.slugTaken);
        const icon = await categoryIcon(tx, storage, input, current, adminId);
        const row = await updateCategory(tx, id, { name: input.name, slug, hue: input.hue, ...icon });
        await recordAdminAction(tx, request, {
          action: "category.update",
          targetType: "category",
          targetId: id,
          before: snapshot(current),
          after: snapshot(row),
        });
        return current.iconImageId !== row.iconImageId ? current.iconImageId : null;
      });
      if (replaced) await deleteUnusedImages(db, app.fileStore, [replaced], request.log);
      return idAnswer(id);
    },
  );

  app.delete(
    "/admin/categories/:id",
    options("Delete a category, moving its listings, jobs, freelancers and subcategories to another", {
      params: catalogueIdParamSchema,
      body: categoryDeleteSchema,
      response: { 200: adminCatalogueIdResponseSchema },
    }),
    async (request) => {
      const { id } = request.params;
      const images = await write((tx) => deleteCategory(tx, request, id, request.body));
      await deleteUnusedImages(db, app.fileStore, images, request.log);
      return idAnswer(request.body.targetCategoryId);
    },
  );
};
