import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
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
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { ok } from "../../lib/result.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { deleteUnusedImages } from "../uploads/public.ts";
import { categoryIcon, ICON_NAMES, slugFor } from "./catalogue-input.ts";
import { deleteCategory } from "./delete-category.ts";
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

type CategoryBody = z.output<typeof categoryInputSchema>;

/** `/api/admin/categories…`: the catalogue's categories, for Admin and Super-Admin; every write audited. */
export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const storage = app.config.storage;
  const kit = catalogueRouteKit(app, "category", messages.slugTaken, snapshot);
  const { options, write, idAnswer, audited } = kit;

  /** Creates (no `current`) or edits a category: its slug, its icon, the row and its audit. */
  const save = async (tx: CatalogueTx, request: FastifyRequest, input: CategoryBody, current: CategoryRow | null) => {
    const taken = (slug: string) => isCategorySlugTaken(tx, slug, current?.id ?? null);
    const slug = await slugFor(input, current, "category", taken, messages.slugTaken);
    const icon = await categoryIcon(tx, storage, input, current, signedInUser(request)._id);
    const fields = { name: input.name, slug, hue: input.hue, ...icon };
    const row = current ? await updateCategory(tx, current.id, fields) : await insertCategory(tx, fields);
    return audited(tx, request, current, row);
  };

  app.get(
    "/admin/categories",
    options("The catalogue in the site's order, with what each category holds", {
      response: { 200: adminCatalogueResponseSchema },
    }),
    async () => ok({ categories: await findAdminCatalogue(db, storage), iconNames: [...ICON_NAMES] }),
  );

  app.post(
    "/admin/categories",
    options("Create a category, last in the order", {
      body: categoryInputSchema,
      response: { 201: adminCatalogueIdResponseSchema },
    }),
    async (request, reply) => {
      const created = await write((tx) => save(tx, request, request.body, null));
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
        const target = { type: "catalogue", id: "categories" };
        return kit.putInOrder(tx, request, rows, request.body.ids, messages.orderMismatch, target);
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
        const { id } = request.params;
        const move = { id, direction: request.body.direction, notFound: messages.categoryNotFound };
        return kit.moveOne(tx, request, await lockAllCategories(tx), move, { type: "category", id });
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
      const replaced = await write(async (tx) => {
        const current = await lockCategory(tx, id);
        if (!current) throw new AppError("NOT_FOUND", messages.categoryNotFound);
        const row = await save(tx, request, request.body, current);
        return current.iconImageId !== row.iconImageId ? current.iconImageId : null;
      });
      await kit.dropImage(request, replaced);
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
