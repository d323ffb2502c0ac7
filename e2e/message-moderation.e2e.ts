import { openAdminPanel } from "./support/admin-panel.ts";
import { postAs } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { screenshotPath, shotAtBothWidths } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

const REPLY = "Pay me by gift card first, then I bake.";
const REMOVED = "This message was removed by a moderator.";
const NOTE = "Asks to be paid in gift cards outside the site.";

test.describe("moderation of messages", () => {
  test("a reported message is hidden from the queue: both parties read that a moderator removed it", async ({
    page,
    context,
    server,
    signUp,
    openSignedIn,
    vendorWithListing,
  }) => {
    test.setTimeout(240_000);
    const visitor = await signUp("Visitor");
    const {
      page: vendorPage,
      token: vendorToken,
      listingId,
      listingName,
    } = await vendorWithListing("Baker", "Bakery", {
      description: "Sourdough, rye and cakes, baked every morning before seven.",
      priceCents: 650,
    });
    const { page: visitorPage, token: visitorToken } = await openSignedIn(visitor);

    // The visitor asks, the vendor answers with a scam, the visitor reports the answer.
    const { conversation } = await postAs<{ conversation: { _id: string } }>(
      server.baseUrl,
      visitorToken,
      `/api/listings/${listingId}/conversation`,
      { body: "Do you bake rye bread on Saturdays?" },
    );
    const reply = await postAs<{ _id: string }>(
      server.baseUrl,
      vendorToken,
      `/api/conversations/${conversation._id}/messages`,
      { body: REPLY },
    );
    await postAs(server.baseUrl, visitorToken, "/api/reports", {
      targetType: "message",
      targetId: reply._id,
      reason: "scam",
      note: "Wants gift cards.",
    });

    // The queue shows the message with Hide, like other content; the admin hides it with a note.
    const admin = await openAdminPanel(page, context);
    await admin.getByRole("link", { name: "Moderation" }).click();
    const item = admin.getByRole("article", { name: `Message: ${listingName}: “${REPLY}”` });
    await expect(item).toContainText("Wants gift cards.");
    await expect(item.getByRole("button", { name: "Hide" })).toBeVisible();
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await admin.setViewportSize(viewport);
      await item.scrollIntoViewIfNeeded();
      await item.screenshot({
        path: screenshotPath(`admin-moderation-message-${viewport.width}`),
        animations: "disabled",
      });
    }
    await admin.setViewportSize(viewports.desktop);
    await item.getByRole("button", { name: "Hide" }).click();
    const hide = admin.getByRole("dialog", { name: `Hide the message "${listingName}: “${REPLY}”"?` });
    await expect(hide).toContainText(REMOVED);
    await hide.getByLabel("Note to the owner (why)").fill(NOTE);
    await hide.getByRole("button", { name: "Hide" }).click();
    await expect(admin.getByText("Hidden. The owner has been told why.")).toBeVisible();
    await admin.getByRole("tab", { name: "Hidden" }).click();
    await expect(admin.getByRole("article", { name: `Message: ${listingName}: “${REPLY}”` })).toContainText(
      `Hidden: ${NOTE}`,
    );

    // Both parties read the removal, muted, in the thread and the list; the text is gone.
    for (const party of [visitorPage, vendorPage]) {
      await party.goto(`/messages/${conversation._id}`);
      const removed = party.getByRole("list", { name: "Messages" }).locator(".message__body--removed");
      await expect(removed).toHaveText([REMOVED]);
      await expect(removed).toHaveCSS("font-style", "italic");
      const preview = party.getByRole("navigation", { name: "Conversations" }).getByRole("link").first();
      await expect(preview).toContainText(REMOVED);
      await expect(party.getByText(REPLY)).toHaveCount(0);
    }
    // Nothing left to report on the removed message.
    await expect(
      visitorPage
        .locator(".message--theirs")
        .filter({ hasText: REMOVED })
        .getByRole("button", { name: /Report/ }),
    ).toHaveCount(0);
    await shotAtBothWidths(visitorPage, "inbox-thread-removed");

    // Restored, the text is back for both.
    await admin
      .getByRole("article", { name: `Message: ${listingName}: “${REPLY}”` })
      .getByRole("button", { name: "Restore" })
      .click();
    await admin.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
    await expect(admin.getByText("Restored. The content is public again.")).toBeVisible();
    await visitorPage.reload();
    await expect(
      visitorPage.getByRole("list", { name: "Messages" }).locator(".message--theirs .message__body"),
    ).toHaveText([REPLY]);
  });
});
