import { createAccount, type Account } from "../helpers/accounts.ts";
import { catalogue } from "../helpers/vendor.ts";
import { ctx, send, type Row } from "./context.ts";

const freelancerBody = {
  headline: "Bookbinder",
  bio: "Binding.",
  skills: ["Binding"],
  hourlyRateCents: 4000,
  location: "Springfield",
};
const clientBody = {
  FullName: "Vendor",
  Email: "v@example.org",
  PhoneNumber: "+1 2025550142",
  Role: "Owner",
  CompanyName: "Co",
};
/** The account these rows register (other rows may make the vendor a client). */
const profiles = {} as { account: Account };

/** A freelancer's and a client's profile registered and edited, and the client's profile details. */
export const profileRows: Row[] = [
  [
    "POST /api/freelancers/register",
    {
      catalogue: false,
      request: async () => {
        const { categoryId } = await catalogue(ctx.t.database);
        profiles.account = await createAccount(ctx.t.app);
        return send("POST", "/api/freelancers/register", { ...freelancerBody, categoryId }, profiles.account.token);
      },
    },
  ],
  [
    "PUT /api/freelancers/me",
    {
      catalogue: false,
      request: async () => {
        const body = {
          ...freelancerBody,
          categoryId: (await catalogue(ctx.t.database)).categoryId,
          headline: "Binder",
        };
        return send("PUT", "/api/freelancers/me", body, profiles.account.token);
      },
    },
  ],
  [
    "POST /api/clients/register",
    { catalogue: false, request: () => send("POST", "/api/clients/register", clientBody, profiles.account.token) },
  ],
  [
    "PUT /api/clients/me",
    { catalogue: false, request: () => send("PUT", "/api/clients/me", clientBody, profiles.account.token) },
  ],
  [
    "POST /api/clientProfileDetails",
    {
      catalogue: false,
      request: () =>
        send("POST", "/api/clientProfileDetails", { id: profiles.account.user._id }, profiles.account.token),
    },
  ],
];
