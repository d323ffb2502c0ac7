import { adminPagePatterns, isKnownAdminPage } from "@mp/contracts/admin-routes";
import { screen } from "@testing-library/react";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { saveSession } from "../lib/session-store";
import { renderApp } from "../test/render";
import { serveAdminApi } from "../test/server";
import { makeUser } from "../test/users";
import { routes } from "./router";

/** The route that renders `path`: the deepest match. */
function pageRouteOf(path: string) {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

describe("the admin routes", () => {
  it("have a page for every path the server serves with 200, and only those", () => {
    for (const path of adminPagePatterns) expect(pageRouteOf(path)?.path, path).not.toBe("*");
    expect(isKnownAdminPage("/settings")).toBe(false);
    expect(pageRouteOf("/settings")?.path).toBe("*");
  });

  it("show 404 Not Found inside the panel for any other path", async () => {
    const admin = makeUser({ name: "Grace Hopper", additionalusertype: "Admin" });
    saveSession({ token: "t", userId: admin._id });
    serveAdminApi({ token: "t", me: admin });
    renderApp("/settings");
    expect(await screen.findByRole("heading", { name: "404 Not Found" })).toHaveProperty("tagName", "H1");
    expect(screen.getByRole("link", { name: "Go to the user list" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("banner").textContent).toContain("Grace Hopper");
  });
});
