import { sessionToken, signInThroughDialog } from "./support/auth-flows.ts";
import { expect, test } from "./support/fixtures.ts";
import { shot, shotAtBothWidths } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

async function call(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const isForm = body instanceof FormData;
  return fetch(baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !isForm ? { "content-type": "application/json" } : {}) },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
}

test.describe("one inbox", () => {
  test("a visitor asks about a listing, the vendor answers from the inbox, the visitor blocks the vendor", async ({
    page,
    errors,
    server,
    signUp,
    vendorWithListing,
  }) => {
    test.setTimeout(300_000);
    const visitor = await signUp("Visitor");
    const bakery = await vendorWithListing("Baker", "Bakery", {
      description: "Sourdough, rye and cakes, baked every morning before seven.",
      priceCents: 650,
    });
    const { vendor, page: vendorPage, errors: vendorErrors, listingId, listingName } = bakery;

    // Signed out, "Ask a question" opens the sign-in dialog.
    await page.goto(`/productdetail/${listingId}`);
    await expect(page.getByRole("heading", { name: listingName, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Ask a question" }).click();
    await expect(page.getByRole("dialog").getByLabel("Email")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto("/");
    await signInThroughDialog(page, visitor.email, visitor.password);

    // Signed in, the question goes from a dialog; then a link opens the conversation.
    await page.goto(`/productdetail/${listingId}`);
    await page.getByRole("button", { name: "Ask a question" }).click();
    const dialog = page.getByRole("dialog", { name: `Ask about ${listingName}` });
    await dialog.getByLabel("Your question").fill("Do you bake rye bread on Saturdays?");
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      await page.setViewportSize(viewport);
      await shot(page, "ask-question-dialog", viewport);
    }
    await page.setViewportSize(viewports.desktop);
    await dialog.getByRole("button", { name: "Send question" }).click();
    const openConversation = dialog.getByRole("link", { name: "Open conversation" });
    await expect(openConversation).toBeVisible();

    // The vendor sees it in the one inbox with an unread badge, and answers.
    await vendorPage.reload();
    const badge = vendorPage.getByRole("link", { name: "Messages, 1 unread" });
    await expect(badge).toBeVisible({ timeout: 20_000 });
    await badge.click();
    const list = vendorPage.getByRole("navigation", { name: "Conversations" });
    const item = list.getByRole("link").first();
    await expect(item).toContainText(visitor.name);
    await expect(item).toContainText(`Listing ${listingName}`);
    await expect(item).toContainText("1 unread");
    await shotAtBothWidths(vendorPage, "inbox-list");
    await item.click();
    const vendorThread = vendorPage.getByRole("list", { name: "Messages" });
    await expect(vendorThread.locator(".message--theirs .message__body")).toHaveText([
      "Do you bake rye bread on Saturdays?",
    ]);
    await expect(item).not.toContainText("unread");
    const vendorBox = vendorPage.getByLabel("Message", { exact: true });
    await vendorBox.fill("Yes, from 7 until it runs out — usually by noon.");
    await vendorBox.press("Enter");
    await expect(vendorThread.locator(".message--mine .message__body")).toHaveText([/usually by noon/]);
    await shotAtBothWidths(vendorPage, "inbox-thread");

    // The visitor opens the conversation, reads the answer, and blocks the vendor.
    await openConversation.click();
    const thread = page.getByRole("list", { name: "Messages" });
    await expect(thread.locator(".message--theirs .message__body")).toHaveText([/usually by noon/], {
      timeout: 20_000,
    });
    await page.getByRole("button", { name: `Block ${vendor.name}` }).click();
    const confirm = page.getByRole("dialog", { name: `Block ${vendor.name}?` });
    await confirm.getByRole("button", { name: `Block ${vendor.name}` }).click();
    await expect(page.getByText(`You blocked ${vendor.name}. Unblock them to send messages again.`)).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveCount(0);
    // Nor through the API, nor a new question.
    const conversationId = page.url().split("/messages/")[1]!;
    const visitorToken = await sessionToken(page);
    const refused = await call(server.baseUrl, visitorToken, "POST", `/api/conversations/${conversationId}/messages`, {
      body: "Hello?",
    });
    expect(refused.status).toBe(409);
    const asked = await call(server.baseUrl, visitorToken, "POST", `/api/listings/${listingId}/conversation`, {
      body: "Hello?",
    });
    expect(asked.status).toBe(409);

    // The vendor is told only that they can't message this person; the messages stay.
    await vendorBox.fill("Anything else?");
    await vendorBox.press("Enter");
    await expect(vendorPage.getByText("You can't message this person.")).toBeVisible();
    await expect(vendorThread.locator(".message__body")).toHaveCount(2);
    expect(errors.filter((e) => !e.includes("409"))).toEqual([]);
    expect(vendorErrors.filter((e) => !e.includes("409"))).toEqual([]);
  });
});
