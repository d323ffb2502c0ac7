// The listing form's test set-up: its catalogue, its endpoints on MSW, and a filled form.
import { screen, waitFor, within } from "@testing-library/react";
import { http, type HttpHandler } from "msw";
import { expect } from "vitest";
import { ok, recordRequests } from "@mp/ui/test/msw.ts";
import { makeCategory, makeSubcategory } from "../../../test/categories";
import type { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import { makePreview, makeVendorListing, rosiesBakery } from "./fixtures";

export const category = makeCategory("Food & Drink");
export const subcategory = makeSubcategory("Bakeries");
export const saved = makeVendorListing({ categoryId: category._id, subcategoryId: subcategory._id });

/** The form's endpoints, with `overrides` first; returns the request log. */
export function api(...overrides: HttpHandler[]) {
  server.use(
    ...overrides,
    http.get("/api/category", () => ok([category])),
    http.get(`/api/subcategory/${category._id}`, () => ok([subcategory])),
    http.get(`/api/vendor/listings/${saved._id}`, () => ok(saved)),
    http.get(`/api/vendor/listings/${saved._id}/preview`, () => ok(makePreview(saved))),
    http.post("/api/vendor/listings", () => ok(saved, { status: 201 })),
  );
  return recordRequests(server);
}

/** Fills every required field of the form on the page (a product in Food & Drink › Bakeries) and returns it. */
export async function fillRequired(user: ReturnType<typeof renderApp>["user"]) {
  const form = await screen.findByRole("form", { name: "Listing" });
  await user.click(within(form).getByRole("radio", { name: /Product/ }));
  await waitFor(() =>
    expect(within(form).getByRole("option", { name: "Food & Drink" }).getAttribute("value")).toBe(category._id),
  );
  await user.selectOptions(within(form).getByLabelText("Category"), category._id);
  await waitFor(() =>
    expect(within(form).getByRole("option", { name: "Bakeries" }).getAttribute("value")).toBe(subcategory._id),
  );
  await user.selectOptions(within(form).getByLabelText("Subcategory"), subcategory._id);
  await user.type(within(form).getByLabelText("Name"), rosiesBakery.name);
  await user.type(within(form).getByLabelText("Description"), rosiesBakery.description.replace("\n", "{Enter}"));
  await user.type(within(form).getByLabelText("Price"), "12.50");
  await user.type(within(form).getByLabelText("Address"), rosiesBakery.address);
  await user.type(within(form).getByLabelText("City"), rosiesBakery.city);
  return form;
}
