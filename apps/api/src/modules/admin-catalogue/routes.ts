import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminCategoryRoutes } from "./category-routes.ts";
import { adminSubcategoryRoutes } from "./subcategory-routes.ts";

/** The admin panel's catalogue: categories and subcategories (create, edit, reorder, delete with a move). */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminCategoryRoutes);
  await app.register(adminSubcategoryRoutes);
};
