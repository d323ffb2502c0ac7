import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { PLANS } from "./payments.ts";
import { bearer } from "./accounts.ts";

type CatalogueCase = [string, { catalogue: boolean; request: () => Promise<LightMyRequestResponse> }];

/**
 * The catalogue-invalidation rows of the admin catalogue and plans routes, in the order they run:
 * a category is made, edited, given subcategories, ordered and deleted; a plan edit writes no catalogue table.
 */
export function adminCatalogueCases(context: () => { app: FastifyInstance; adminToken: string }): CatalogueCase[] {
  const state = {} as { categoryId: string; subIds: string[] };
  const send = (method: InjectOptions["method"], url: string, payload?: object) => {
    const { app, adminToken } = context();
    return app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
  };
  const idOf = (res: LightMyRequestResponse) => res.json<{ result_value: { _id: string } }>().result_value._id;
  const category = { name: "Invalidation", iconName: "bakeries", hue: 12 };
  const allIds = async () =>
    (await send("GET", "/api/admin/categories"))
      .json<{ result_value: { categories: { _id: string }[] } }>()
      .result_value.categories.map((c) => c._id);
  const addSub = async (name: string) => {
    const res = await send("POST", `/api/admin/categories/${state.categoryId}/subcategories`, { name });
    state.subIds = [...(state.subIds ?? []), idOf(res)];
    return res;
  };
  return [
    [
      "POST /api/admin/categories",
      {
        catalogue: true,
        request: async () => {
          const res = await send("POST", "/api/admin/categories", category);
          state.categoryId = idOf(res);
          return res;
        },
      },
    ],
    [
      "PUT /api/admin/categories/:id",
      {
        catalogue: true,
        request: () => send("PUT", `/api/admin/categories/${state.categoryId}`, { ...category, hue: 99 }),
      },
    ],
    ["POST /api/admin/categories/:id/subcategories", { catalogue: true, request: () => addSub("First") }],
    [
      "PUT /api/admin/categories/:id/subcategories/order",
      {
        catalogue: true,
        request: async () => {
          await addSub("Second");
          return send("PUT", `/api/admin/categories/${state.categoryId}/subcategories/order`, {
            ids: [...state.subIds].reverse(),
          });
        },
      },
    ],
    [
      "PUT /api/admin/subcategories/:id",
      {
        catalogue: true,
        request: () => send("PUT", `/api/admin/subcategories/${state.subIds[0]}`, { name: "Renamed" }),
      },
    ],
    [
      "POST /api/admin/subcategories/:id/move",
      {
        catalogue: true,
        request: () => send("POST", `/api/admin/subcategories/${state.subIds[0]}/move`, { direction: "up" }),
      },
    ],
    [
      "DELETE /api/admin/subcategories/:id",
      {
        catalogue: true,
        request: () =>
          send("DELETE", `/api/admin/subcategories/${state.subIds[0]}`, { targetSubcategoryId: state.subIds[1] }),
      },
    ],
    [
      "PUT /api/admin/categories/order",
      { catalogue: true, request: async () => send("PUT", "/api/admin/categories/order", { ids: await allIds() }) },
    ],
    [
      "POST /api/admin/categories/:id/move",
      {
        catalogue: true,
        request: () => send("POST", `/api/admin/categories/${state.categoryId}/move`, { direction: "up" }),
      },
    ],
    [
      "DELETE /api/admin/categories/:id",
      {
        catalogue: true,
        request: async () => {
          const target = (await allIds()).find((id) => id !== state.categoryId)!;
          return send("DELETE", `/api/admin/categories/${state.categoryId}`, {
            targetCategoryId: target,
            subcategories: [{ id: state.subIds[1], into: null }],
          });
        },
      },
    ],
    [
      "PUT /api/admin/plans/:id",
      {
        catalogue: false,
        request: () =>
          send("PUT", `/api/admin/plans/${PLANS.hireBasic}`, {
            priceCents: 1600,
            connectsPerPeriod: 0,
            freelancersPerPeriod: 5,
            limits: { listings: null, imagesPerListing: null, bannerAds: null, featureAds: null },
            description: "Hire up to 5 freelancers a month.",
            active: true,
          }),
      },
    ],
  ];
}
