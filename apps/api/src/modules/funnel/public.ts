import type { FastifyInstance } from "fastify";
import { createAdVisits } from "./ad-visit.ts";

export { countListingStep, type ListingStep } from "./step-repository.ts";

/** The signed visits feature ads open (decision 040): `adOf(request, listingId)` names the ad of a step. */
export const adVisitsOf = (app: FastifyInstance) => createAdVisits(app.secrets.tokenSecret, app.config.isHttps);
