import { TEST_TOKEN_SECRET } from "../helpers/test-app.ts";
import { createUnsubscribeTokens } from "../../src/modules/saved-searches/unsubscribe-token.ts";
import { aPublicListingId, idOf, send, type Row } from "./context.ts";

const savedSearchBody = {
  kind: "listings",
  name: "Bread",
  path: "/search",
  params: { q: "bread" },
  frequency: "daily",
};
let savedSearchId = "";

/**
 * Favourites (and the listing's daily save count) and saved searches with their matches are no
 * catalogue table: saving moves nothing.
 */
export const savingRows: Row[] = [
  [
    "PUT /api/favourites/:targetType/:targetId",
    { catalogue: false, request: async () => send("PUT", `/api/favourites/listing/${await aPublicListingId()}`) },
  ],
  [
    "DELETE /api/favourites/:targetType/:targetId",
    { catalogue: false, request: async () => send("DELETE", `/api/favourites/listing/${await aPublicListingId()}`) },
  ],
  [
    "POST /api/saved-searches",
    {
      catalogue: false,
      request: async () => {
        const res = await send("POST", "/api/saved-searches", savedSearchBody);
        savedSearchId = idOf(res);
        return res;
      },
    },
  ],
  [
    "PATCH /api/saved-searches/:id",
    {
      catalogue: false,
      request: () => send("PATCH", `/api/saved-searches/${savedSearchId}`, { frequency: "instant" }),
    },
  ],
  [
    "POST /api/saved-searches/unsubscribe",
    {
      catalogue: false,
      request: () =>
        send("POST", "/api/saved-searches/unsubscribe", {
          token: createUnsubscribeTokens(TEST_TOKEN_SECRET).sign(savedSearchId),
        }),
    },
  ],
  [
    "DELETE /api/saved-searches/:id",
    {
      catalogue: false,
      request: async () => {
        const res = await send("POST", "/api/saved-searches", savedSearchBody);
        return send("DELETE", `/api/saved-searches/${idOf(res)}`);
      },
    },
  ],
];
