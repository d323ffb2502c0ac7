import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf } from "../../../test/dom";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { JobForm } from "./job-form";

const category = { _id: "00000000-0000-4000-8000-0000000000c1", categoryName: "Accounting", icon: "/art/a.svg" };
const subcategory = { _id: "00000000-0000-4000-8000-0000000000d1", subCategoryName: "Bookkeeping", subimage: "/s.svg" };

function api(onSave: () => Response) {
  server.use(
    http.get("/api/category", () => ok([category])),
    http.get("/api/subcategory/:id", () => ok([subcategory])),
    http.post("/api/jobs", onSave),
  );
  return recordRequests(server);
}

describe("the job form", { timeout: 20_000 }, () => {
  it("shows what applying will cost as the budget is typed, and sends cents, skills and the subcategory", async () => {
    signIn();
    const sent = api(() =>
      failure(400, "Choose a subcategory of the chosen category.", {
        errors: { subcategoryId: ["Choose a subcategory of the chosen category."] },
      }),
    );
    const { user } = renderWithRouter(<JobForm onSaved={vi.fn()} />);
    const form = await screen.findByRole("form", { name: "Post a job" });
    await user.type(within(form).getByLabelText("Title"), "Bookkeeper for the spring");
    await user.type(
      within(form).getByLabelText("Description"),
      "Keep the bakery's books for the spring: invoices, payroll and the return.",
    );
    await user.selectOptions(await within(form).findByLabelText("Category"), category._id);
    await waitFor(() =>
      expect((within(form).getByRole("option", { name: "Bookkeeping" }) as HTMLOptionElement).value).toBe(
        subcategory._id,
      ),
    );
    await user.selectOptions(within(form).getByLabelText("Subcategory"), subcategory._id);
    await user.type(within(form).getByLabelText("Budget (US$)"), "2500");
    expect(form.querySelector(".job-form__cost")?.textContent).toBe("Freelancers spend 6 connects to apply.");
    await user.click(within(form).getByRole("radio", { name: /Hourly rate/ }));
    await user.clear(within(form).getByLabelText("Hourly rate (US$)"));
    await user.type(within(form).getByLabelText("Hourly rate (US$)"), "45");
    expect(form.querySelector(".job-form__cost")?.textContent).toBe("Freelancers spend 2 connects to apply.");
    await user.type(within(form).getByLabelText("Location"), "Springfield");
    await user.type(within(form).getByLabelText("Skills"), "Bookkeeping, Payroll");
    await user.click(within(form).getByRole("button", { name: "Post the job" }));

    await waitFor(() =>
      expect(descriptionOf(within(form).getByLabelText("Subcategory"))).toContain(
        "Choose a subcategory of the chosen category.",
      ),
    );
    const posted = sent.find((r) => r.method === "POST");
    expect(posted?.body).toMatchObject({
      title: "Bookkeeper for the spring",
      categoryId: category._id,
      subcategoryId: subcategory._id,
      budgetType: "hourly",
      budgetCents: 4_500,
      isRemote: false,
      location: "Springfield",
      skills: ["Bookkeeping", "Payroll"],
    });
  });

  it("shows the schema's messages and sends nothing", async () => {
    signIn();
    const sent = api(() => ok({}));
    const { user } = renderWithRouter(<JobForm onSaved={vi.fn()} />);
    const form = await screen.findByRole("form", { name: "Post a job" });
    await user.type(within(form).getByLabelText("Budget (US$)"), "cheap");
    await user.click(within(form).getByRole("button", { name: "Post the job" }));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByLabelText("Title"))).toContain("The title needs at least 5 characters."),
    );
    expect(descriptionOf(within(form).getByLabelText("Budget (US$)"))).toContain("Enter the budget in dollars.");
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);
  });
});
