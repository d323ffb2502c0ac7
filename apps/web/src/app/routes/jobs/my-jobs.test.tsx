import type { MyJob } from "@mp/contracts/job";
import { screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";
import { serveSaveCounts, visibleSaveCounts } from "../../../test/save-counts";
import { page, server } from "../../../test/server";
import { signIn } from "../../../test/session";

/** One of the client's posted jobs, with no applications (their panel stays shut). */
function myJob(n: number, title: string): MyJob {
  return {
    _id: `60000000-0000-4000-8000-00000000000${n}`,
    title,
    companyName: "Harbor Bakery",
    location: "Springfield",
    isRemote: n % 2 === 0,
    jobType: "part-time",
    salaryMinCents: null,
    salaryMaxCents: null,
    budgetType: "hourly",
    budgetCents: 2_500,
    connectsCost: 1,
    skills: ["Baking"],
    categoryId: "60000000-0000-4000-8000-000000000009",
    categoryName: "Food",
    description: "Early mornings at the ovens.",
    createdAt: "2026-11-18T09:00:00.000Z",
    status: n === 1 ? "open" : "closed",
    deadline: null,
    applicationCount: 0,
    closedAt: n === 1 ? null : "2026-11-25T09:00:00.000Z",
  };
}

describe("/myjobs", () => {
  it("shows the client how many people saved each of their jobs, asked once for the page", async () => {
    signIn();
    const baker = myJob(1, "Weekend baker");
    const driver = myJob(2, "Delivery driver");
    server.use(http.get("/api/jobs/mine", () => page([baker, driver])));
    const asked = serveSaveCounts({ [baker._id]: 1, [driver._id]: 0 });
    renderApp("/myjobs");
    const bakerCard = await screen.findByRole("article", { name: "Weekend baker" });
    const driverCard = screen.getByRole("article", { name: "Delivery driver" });
    await waitFor(() => expect(visibleSaveCounts(bakerCard)).toEqual(["1 save"]));
    expect(visibleSaveCounts(driverCard)).toEqual(["0 saves"]);
    expect(asked).toEqual([{ type: "job", ids: [baker._id, driver._id] }]);
  });
});
