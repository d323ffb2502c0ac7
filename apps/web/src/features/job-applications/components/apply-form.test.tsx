import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { failure, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf } from "../../../test/dom";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { ApplyForm } from "./apply-form";

const job = { _id: "20000000-0000-4000-8000-000000000001", title: "Window mural", connectsCost: 2 };
const letter = "I painted the bookshop's window on Elm Street last spring; happy to do yours too.";
const created = {
  _id: "30000000-0000-4000-8000-000000000001",
  jobId: job._id,
  status: "submitted",
  coverLetter: letter,
  proposedRateCents: 28_000,
  connectsSpent: 2,
  attachments: [],
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
};

function renderForm(balance: number | null, onApplied = vi.fn()) {
  const { user: account } = signIn();
  const view = renderWithRouter(<ApplyForm job={job} userId={account._id} balance={balance} onApplied={onApplied} />);
  return { ...view, onApplied, form: () => screen.getByRole("form", { name: "Apply to Window mural" }) };
}

describe("the application form", { timeout: 20_000 }, () => {
  it("shows the cost and the balance, and sends the letter, the rate in cents and the files", async () => {
    let body: FormData | null = null;
    server.use(
      http.post("/api/jobs/:id/applications", async ({ request }) => {
        body = await request.formData();
        return Response.json({ result: 1, result_value: created, connectsLeft: 6 }, { status: 201 });
      }),
    );
    const { user, form, onApplied } = renderForm(8);
    expect(within(form()).getByRole("status").textContent).toBe("Applying costs 2 connects. You have 8 connects.");
    await user.type(within(form()).getByLabelText("Cover letter"), letter);
    await user.type(within(form()).getByLabelText("Proposed rate (US$)"), "280");
    await user.upload(
      within(form()).getByLabelText("Attachments"),
      new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }),
    );
    expect(within(form()).getByRole("list", { name: "Chosen files" }).textContent).toContain("cv.pdf");
    await user.click(within(form()).getByRole("button", { name: "Apply for 2 connects" }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(6));
    const sent = body as unknown as FormData;
    expect(sent.get("coverLetter")).toBe(letter);
    expect(sent.get("proposedRateCents")).toBe("28000");
    expect((sent.getAll("attachments") as File[]).map((f) => f.name)).toEqual(["cv.pdf"]);
  });

  it("without enough connects says so, links to the plans and will not send", async () => {
    const sent = recordRequests(server);
    const { form } = renderForm(1);
    expect(form().querySelector(".apply-form__short")?.textContent).toMatch(/^You do not have enough connects\./);
    expect(within(form()).getByRole("button", { name: "Apply for 2 connects" }).hasAttribute("disabled")).toBe(true);
    const link = within(form()).queryByRole("link", { name: "Get more connects with a plan" });
    if (link) expect(link.getAttribute("href")).toBe("/productsubscriptionplan");
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("shows the schema's messages under the fields, and the server's refusal of a file", async () => {
    server.use(
      http.post("/api/jobs/:id/applications", () =>
        failure(415, "Attach PDF files or PNG, JPEG or WebP images only.", {
          errors: { attachments: ["Attach PDF files or PNG, JPEG or WebP images only."] },
        }),
      ),
    );
    const { user, form, onApplied } = renderForm(10);
    await user.type(within(form()).getByLabelText("Cover letter"), "Too short.");
    await user.type(within(form()).getByLabelText("Proposed rate (US$)"), "lots");
    await user.click(within(form()).getByRole("button", { name: "Apply for 2 connects" }));
    await waitFor(() =>
      expect(descriptionOf(within(form()).getByLabelText("Cover letter"))).toContain(
        "Write at least 50 characters in the cover letter.",
      ),
    );
    expect(descriptionOf(within(form()).getByLabelText("Proposed rate (US$)"))).toContain(
      "Enter your proposed rate in dollars.",
    );
    await user.clear(within(form()).getByLabelText("Cover letter"));
    await user.type(within(form()).getByLabelText("Cover letter"), letter);
    await user.clear(within(form()).getByLabelText("Proposed rate (US$)"));
    await user.type(within(form()).getByLabelText("Proposed rate (US$)"), "280");
    await user.click(within(form()).getByRole("button", { name: "Apply for 2 connects" }));
    await waitFor(() =>
      expect(descriptionOf(within(form()).getByLabelText("Attachments"))).toContain(
        "Attach PDF files or PNG, JPEG or WebP images only.",
      ),
    );
    expect(onApplied).not.toHaveBeenCalled();
  });

  it("shows the ledger's refusal with the way to more connects", async () => {
    server.use(http.post("/api/jobs/:id/applications", () => failure(409, "You do not have enough connects.")));
    const { user, form } = renderForm(null);
    await user.type(within(form()).getByLabelText("Cover letter"), letter);
    await user.type(within(form()).getByLabelText("Proposed rate (US$)"), "280");
    await user.click(within(form()).getByRole("button", { name: "Apply for 2 connects" }));
    expect((await within(form()).findByRole("alert")).textContent).toContain("You do not have enough connects.");
  });
});
