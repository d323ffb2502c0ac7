import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
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
import { AppError, fieldError } from "../../lib/app-error.ts";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { signedInUser } from "../../plugins/authenticate.ts";
import { recordAdminAction } from "../audit/public.ts";
import { slugFor, subcategoryImage } from "./catalogue-input.ts";
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

type SubcategoryBody = z.output<typeof subcategoryInputSchema>;

const refuse = (field: string, message: string) => fieldError("BAD_REQUEST", field, message);

/** `/api/admin/categories/{id}/subcategories…` and `/api/admin/subcategories/{id}…`, for Admin and Super-Admin. */
export const adminSubcategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.config.storage;
  const kit = catalogueRouteKit(app, "subcategory", messages.subcategorySlugTaken, snapshot);
  const { options, write, idAnswer, audited } = kit;

  /** Creates (no `current`) or edits a subcategory of `category`: its slug, its image, the row and its audit. */
  const save = async (
    tx: CatalogueTx,
    request: FastifyRequest,
    input: SubcategoryBody,
    category: { id: string; icon: string },
    current: SubcategoryRow | null,
  ) => {
    const taken = (slug: string) => isSubcategorySlugTaken(tx, category.id, slug, current?.id ?? null);
    const slug = await slugFor(input, current, "subcategory", taken, messages.subcategorySlugTaken);
    const adminId = signedInUser(request)._id;
    const image = await subcategoryImage(tx, storage, input.imageId, current, category.icon, adminId);
    const fields = { name: input.name, slug, ...image };
    const row = current
      ? await updateSubcategory(tx, current.id, fields)
      : await insertSubcategory(tx, category.id, fields);
    return audited(tx, request, current, row);
  };

  app.post(
    "/admin/categories/:id/subcategories",
    options("Create a subcategory, last in its category", {
      params: catalogueIdParamSchema,
      body: subcategoryInputSchema,
      response: { 201: adminCatalogueIdResponseSchema },
    }),
    async (request, reply) => {
      const created = await write(async (tx) => {
        const category = await lockCategory(tx, request.params.id);
        if (!category) throw new AppError("NOT_FOUND", messages.categoryNotFound);
        return save(tx, request, request.body, category, null);
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
        const target = { type: "category", id: categoryId };
        return kit.putInOrder(tx, request, rows, request.body.ids, messages.subcategoryOrderMismatch, target);
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
        const move = { id: sub.id, direction: request.body.direction, notFound: messages.subcategoryNotFound };
        return kit.moveOne(tx, request, rows, move, { type: "category", id: sub.categoryId });
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
      const replaced = await write(async (tx) => {
        const current = await lockSubcategory(tx, id);
        if (!current) throw new AppError("NOT_FOUND", messages.subcategoryNotFound);
        const category = (await lockCategory(tx, current.categoryId))!;
        const row = await save(tx, request, request.body, category, current);
        return current.imageId !== row.imageId ? current.imageId : null;
      });
      await kit.dropImage(request, replaced);
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
      await kit.dropImage(request, image);
      return idAnswer(id);
    },
  );
};
