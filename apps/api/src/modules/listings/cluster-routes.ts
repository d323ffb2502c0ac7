import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  clusterQuerySchema,
  listingClustersResponseSchema,
  type ListingClusters,
} from "@mp/contracts/listing-clusters";
import { ok } from "../../lib/result.ts";
import { createVersionedCache } from "../../lib/versioned-cache.ts";
import { findListingClusters } from "./cluster-repository.ts";
import { createClusterSnapshots } from "./cluster-snapshot.ts";

/**
 * `GET /api/listings/clusters`: the map of a list asks for its viewport with the list's filters,
 * and gets the listings grouped on a grid (decision 036): in SQL, or for the broad views without
 * text from the catalogue version's snapshot in memory (decision 038).
 */
export const listingClusterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // A viewport asked again (the first view of a page, a back button) at the same catalogue version
  // is answered from memory, as search answers are, for as long.
  const cache = createVersionedCache<ListingClusters>(app.catalogueVersion, {
    max: 500,
    ttlMs: app.config.searchCacheSeconds * 1000,
  });
  const snapshots = createClusterSnapshots(db, app.catalogueVersion);

  app.get(
    "/listings/clusters",
    {
      schema: {
        tags: ["Listings"],
        summary: "Published listings of a map viewport, clustered on a grid, with the list's filters",
        querystring: clusterQuerySchema,
        response: { 200: listingClustersResponseSchema },
      },
      config: { validationMessage: "first-error" },
    },
    async (request) => {
      const query = request.query;
      const value = await cache.get(JSON.stringify(query), () =>
        findListingClusters(db, query, new Date(), snapshots.current),
      );
      return ok(value);
    },
  );
};
