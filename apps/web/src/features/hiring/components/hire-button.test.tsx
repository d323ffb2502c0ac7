import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import type { MyJob } from "@mp/contracts/job";
import { describe, expect, it } from "vitest";
import { descriptionOf } from "@mp/ui/test/dom.ts";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { renderWithRouter } from "../../../test/render";
import { page, server } from "../../../test/server";
import { makeToken, makeUser, signIn } from "../../../test/session";
import { makeHireRequest } from "../testing/fixtures";
import { HireButton } from "./hire-button";

const FREELANCER = "40000000-0000-4000-8000-000000000003";
const MESSAGE = "Could you keep our books for the spring?";

const openJob: MyJob = {
  _id: "50000000-0000-4000-8000-000000000001",
  title: "Spring books",
  companyName: "Harbor Bakery",
  location: "Springfield",
  isRemote: false,
  jobType: "contract",
  salaryMinCents: null,
  salaryMaxCents: null,
  budgetType: "fixed",
  budgetCents: 50_000,
  connectsCost: 2,
  skills: [],
  categoryId: "50000000-0000-4000-8000-000000000009",
  categoryName: "Services",
  description: "Keep our books.",
  createdAt: "2026-11-20T10:00:00.000Z",
  status: "open",
  deadline: null,
  applicationCount: 0,
  closedAt: null,
};

function renderButton() {
  return renderWithRouter(<HireButton freelancerUserId={FREELANCER} freelancerName="Grace Hopper" />);
}

describe("HireButton", () => {
  it("asks a visitor to sign in, and shows nothing to the freelancer themselves", () => {
    const view = renderButton();
    expect(screen.getByRole("link", { name: "Sign in to hire" }).getAttribute("href")).toBe("/login");
    view.unmount();
    signIn(makeUser({ _id: FREELANCER }), makeToken());
    renderButton();
    expect(screen.queryByRole("button", { name: "Hire Grace Hopper" })).toBeNull();
  });

  it("tells an account without the Client privilege to register as a client, sending nothing", async () => {
    signIn(makeUser(), makeToken());
    const sent = recordRequests(server);
    const view = renderButton();
    await view.user.click(screen.getByRole("button", { name: "Hire Grace Hopper" }));
    const dialog = await screen.findByRole("dialog", { name: "Hire Grace Hopper" });
    expect(dialog.textContent).toContain("Register as a client to hire freelancers.");
    expect(within(dialog).queryByLabelText("Message")).toBeNull();
    expect(sent).toEqual([]);
  });

  it("sends the message with the chosen job, and closes", async () => {
    signIn(makeUser({ AddtionalRole: ["Client"] }), makeToken());
    server.use(
      http.get("/api/jobs/mine", () =>
        page([
          openJob,
          { ...openJob, _id: "50000000-0000-4000-8000-000000000002", title: "Closed one", status: "closed" },
        ]),
      ),
      http.post("/api/hire-requests", () => ok(makeHireRequest(), { status: 201 })),
    );
    const sent = recordRequests(server);
    const view = renderButton();
    await view.user.click(screen.getByRole("button", { name: "Hire Grace Hopper" }));
    const dialog = await screen.findByRole("dialog", { name: "Hire Grace Hopper" });
    const job = (await within(dialog).findByLabelText("Job (optional)")) as HTMLSelectElement;
    expect([...job.options].map((o) => o.textContent)).toEqual(["Not for a particular job", "Spring books"]);
    await view.user.click(within(dialog).getByRole("button", { name: "Send hiring request" }));
    await waitFor(() =>
      expect(descriptionOf(within(dialog).getByLabelText("Message"))).toContain(
        "The message must be 10 to 2000 characters.",
      ),
    );
    expect(sent.some((r) => r.method === "POST")).toBe(false);

    await view.user.selectOptions(job, "Spring books");
    await view.user.type(within(dialog).getByLabelText("Message"), MESSAGE);
    await view.user.click(within(dialog).getByRole("button", { name: "Send hiring request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent.find((r) => r.method === "POST")?.body).toEqual({
      freelancerUserId: FREELANCER,
      jobId: openJob._id,
      message: MESSAGE,
    });
  });

  it("shows the ledger's refusal with a link to the hire plans when no Remaining Freelancer is left", async () => {
    signIn(makeUser({ AddtionalRole: ["Client"] }), makeToken());
    server.use(
      http.get("/api/jobs/mine", () => page([])),
      http.post("/api/hire-requests", () => failure(409, "You have no Remaining Freelancer left.")),
    );
    const view = renderButton();
    await view.user.click(screen.getByRole("button", { name: "Hire Grace Hopper" }));
    const dialog = await screen.findByRole("dialog", { name: "Hire Grace Hopper" });
    await view.user.type(within(dialog).getByLabelText("Message"), MESSAGE);
    await view.user.click(within(dialog).getByRole("button", { name: "Send hiring request" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("You have no Remaining Freelancer left.");
    expect(within(alert).getByRole("link", { name: "Get more with a hire plan" }).getAttribute("href")).toBe(
      "/hiresubscriptionplan",
    );
  });
});
