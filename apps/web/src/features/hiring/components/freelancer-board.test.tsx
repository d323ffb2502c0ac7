import type { MyApplication } from "@mp/contracts/job-application";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { liveRole } from "@mp/ui/test/dom.ts";
import { failure } from "@mp/ui/test/msw.ts";
import { renderWithRouter } from "../../../test/render";
import { page, server } from "../../../test/server";
import { makeToken, makeUser, signIn } from "../../../test/session";
import { incomingPage, makeHireRequest } from "../testing/fixtures";
import { FreelancerBoard } from "./freelancer-board";

const applicationOf = (status: MyApplication["status"], title: string): MyApplication => ({
  _id: `70000000-0000-4000-8000-00000000000${title.length % 10}`,
  jobId: "50000000-0000-4000-8000-000000000001",
  status,
  coverLetter: "I would love to help.",
  proposedRateCents: 4_000,
  connectsSpent: 6,
  attachments: [],
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  job: {
    _id: "50000000-0000-4000-8000-000000000001",
    title,
    companyName: "Harbor Bakery",
    status: "open",
    categoryId: "50000000-0000-4000-8000-000000000009",
    createdBy: "40000000-0000-4000-8000-000000000001",
  },
});

function renderBoard() {
  const { user } = signIn(makeUser({ AddtionalRole: ["Freelancer"] }), makeToken());
  return renderWithRouter(<FreelancerBoard userId={user._id} />);
}

describe("FreelancerBoard", () => {
  it("lists applications and hires with their states, and filters to one kind", async () => {
    server.use(
      http.get("/api/applications/mine", () => page([applicationOf("hired", "Spring books")])),
      http.get("/api/hireRequest/:userId", () =>
        HttpResponse.json(incomingPage([makeHireRequest({ status: "accepted" })])),
      ),
    );
    const view = renderBoard();
    const applications = await screen.findByRole("list", { name: "Your applications" });
    const item = within(applications).getByRole("listitem");
    expect(item.textContent).toContain("Spring books");
    expect(item.textContent).toContain("Harbor Bakery");
    expect(item.textContent).toContain("6 connects");
    expect(item.textContent).toContain("Hired");
    const hires = await screen.findByRole("list", { name: "Your hires" });
    expect(within(hires).getByRole("link", { name: "Ada Client, Harbor Bakery" }).getAttribute("href")).toBe(
      "/hiringRequest",
    );

    await view.user.click(screen.getByRole("radio", { name: "Hires" }));
    expect(screen.queryByRole("list", { name: "Your applications" })).toBeNull();
    expect(within(screen.getByRole("list", { name: "Your hires" })).getAllByRole("listitem")).toHaveLength(1);
    await view.user.click(screen.getByRole("radio", { name: "Applications" }));
    expect(screen.queryByRole("list", { name: "Your hires" })).toBeNull();
    expect(within(screen.getByRole("list", { name: "Your applications" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("says when there is nothing yet, and shows a failed load on its own section", async () => {
    server.use(
      http.get("/api/applications/mine", () => failure(500, "Something went wrong.")),
      http.get("/api/hireRequest/:userId", () => HttpResponse.json(incomingPage([]))),
    );
    renderBoard();
    expect(liveRole(await screen.findByText("No hires yet"))).toBe("status");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your applications could not be loaded");
  });
});
