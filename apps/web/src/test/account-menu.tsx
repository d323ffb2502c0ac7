import type { User } from "@mp/contracts/user";
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { Toaster } from "@mp/ui/components/toaster.tsx";
import { failure, recordRequests } from "@mp/ui/test/msw.ts";
import { AccountMenu } from "../features/account/components/account-menu";
import { readSession } from "../lib/session";
import { renderWithRouter } from "./render";
import { server } from "./server";
import { makeToken, signIn } from "./session";

export const adminUrl = "https://admin.example.com:8443";

/** `GET /api/adds/UserDetalis/{id}` as the server answers it: the user and their plan. */
const userDetails = (user: User) => ({ result: 1, result_value: user, userPlan: user.userPlan });

/** The My Account menu for `account`, signed in, with the requests it sends recorded. */
export function renderMenu(account: User, { details = userDetails }: { details?: (user: User) => object } = {}) {
  const { token } = signIn(account, makeToken());
  server.use(
    http.get("/api/adds/UserDetalis/:id", () => HttpResponse.json(details(account))),
    http.post("/api/auth/logout", () => HttpResponse.json({ result: 1, message: "Logged out." })),
    http.post("/api/clientProfileDetails", () => failure(404, "Client not found.")),
  );
  const sent = recordRequests(server);
  const session = readSession();
  const view = renderWithRouter(
    <>
      <AccountMenu session={{ ...session, userId: account._id }} adminUrl={adminUrl} />
      <Toaster />
    </>,
  );
  return { ...view, sent, token };
}

export async function openMenu(view: ReturnType<typeof renderMenu>) {
  await view.user.click(await screen.findByRole("button", { name: "My Account" }));
  return screen.findByRole("region", { name: "My Account" });
}
