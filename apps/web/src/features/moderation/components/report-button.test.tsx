import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { reportMessages } from "@mp/contracts/report";
import { describe, expect, it } from "vitest";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf, toastKind } from "../../../test/dom";
import { renderWithAuth, renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { makeToken, makeUser, signIn } from "../../../test/session";
import { ReportButton } from "./report-button";

const LISTING = "60000000-0000-4000-8000-000000000001";
const OWNER = "60000000-0000-4000-8000-000000000002";

const button = <ReportButton targetType="listing" targetId={LISTING} what="this listing" ownerId={OWNER} />;
const renderButton = () => renderWithRouter(button);

describe("ReportButton", () => {
  it("sends a visitor to sign in, and shows nothing to the owner", () => {
    const view = renderButton();
    expect(screen.getByRole("link", { name: "Report: sign in first" }).getAttribute("href")).toBe("/login");
    view.unmount();
    signIn(makeUser({ _id: OWNER }), makeToken());
    renderButton();
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Report/ })).toBeNull();
  });

  it("asks for a reason before sending, then sends the reason and note and thanks with a toast", async () => {
    signIn(makeUser(), makeToken());
    server.use(http.post("/api/reports", () => ok({ message: reportMessages.thanks })));
    const sent = recordRequests(server);
    // With the app's toast container.
    const view = renderWithAuth(button);
    await view.user.click(screen.getByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this listing" });
    await view.user.click(within(dialog).getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(descriptionOf(within(dialog).getByLabelText("Reason"))).toContain("Choose a reason."));
    expect(sent.some((request) => request.method === "POST")).toBe(false);

    await view.user.selectOptions(within(dialog).getByLabelText("Reason"), "Scam or fraud");
    await view.user.type(within(dialog).getByLabelText("Note (optional)"), "Asks for gift cards.");
    await view.user.click(within(dialog).getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await toastKind(reportMessages.thanks)).toBe("success");
    expect(sent.find((request) => request.method === "POST")?.body).toEqual({
      targetType: "listing",
      targetId: LISTING,
      reason: "scam",
      note: "Asks for gift cards.",
    });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    signIn(makeUser(), makeToken());
    server.use(http.post("/api/reports", () => failure(429, reportMessages.throttled)));
    const view = renderButton();
    await view.user.click(screen.getByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this listing" });
    await view.user.selectOptions(within(dialog).getByLabelText("Reason"), "Spam or advertising");
    await view.user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(reportMessages.throttled);
  });
});
