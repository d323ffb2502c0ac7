import type { Page } from "@playwright/test";
import type { Person } from "./support/accounts.ts";
import { sessionToken, signInByApi, signInThroughDialog } from "./support/auth-flows.ts";
import { apiOk, firstCategory, registerBakeryClient } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { shotAtBothWidths } from "./support/screenshots.ts";

/**
 * Through the hiring routes, as the site's pages would: the client registers and posts a job, the
 * freelancer registers (welcome connects) and applies. Answers the application's id.
 */
async function applicationBetween(baseUrl: string, client: Person, freelancer: Person): Promise<string> {
  const [{ token: clientToken }, { token: freelancerToken }] = await Promise.all([
    signInByApi(baseUrl, client),
    signInByApi(baseUrl, freelancer),
  ]);
  const { categoryId, subcategoryId } = await firstCategory(baseUrl);
  await registerBakeryClient(baseUrl, clientToken, client);
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const job = await apiOk<{ _id: string }>(baseUrl, "POST", "/jobs", clientToken, {
    title: "Shop window mural",
    description: "Paint the bakery's front window for the spring fair, after hours.",
    categoryId,
    subcategoryId,
    jobType: "contract",
    budgetType: "fixed",
    budgetCents: 30_000,
    isRemote: false,
    location: "Springfield",
    skills: ["painting"],
    deadline,
  });
  await apiOk(baseUrl, "POST", "/freelancers/register", freelancerToken, {
    headline: "Sign painter and muralist",
    bio: "Shop windows and murals around town for ten years.",
    skills: ["Painting"],
    categoryId,
    hourlyRateCents: 4_500,
    location: "Springfield",
  });
  const form = new FormData();
  form.append("coverLetter", "I painted the bookshop's window on Elm Street last spring; happy to do yours.");
  form.append("proposedRateCents", "28000");
  const application = await apiOk<{ _id: string }>(
    baseUrl,
    "POST",
    `/jobs/${job.result_value._id}/applications`,
    freelancerToken,
    form,
  );
  return application.result_value._id;
}

async function send(page: Page, text: string) {
  const box = page.getByLabel("Message", { exact: true });
  await box.fill(text);
  await box.press("Enter");
  await expect(box).toHaveValue("");
}

test.describe("messages", () => {
  test("two people talk about an application; the header's unread badge appears and clears", async ({
    page,
    errors,
    server,
    signUp,
    openSignedIn,
  }) => {
    test.setTimeout(300_000);
    const [client, freelancer] = await Promise.all([signUp("Poster"), signUp("Applicant")]);
    const applicationId = await applicationBetween(server.baseUrl, client, freelancer);

    // The freelancer opens the conversation (as a "Message" button does) and writes first.
    await page.goto("/");
    await signInThroughDialog(page, freelancer.email, freelancer.password);
    const token = await sessionToken(page);
    const opened = await apiOk<{ _id: string }>(server.baseUrl, "POST", "/conversations", token, { applicationId });
    const conversationId = opened.result_value._id;
    await page.goto(`/messages/${conversationId}`);
    await expect(page.getByRole("heading", { name: client.name })).toBeVisible();
    await expect(page.getByRole("region", { name: client.name }).getByText("No messages yet")).toBeVisible();
    await send(page, "Hello! I saw the mural job and would love to paint your window.");
    const thread = page.getByRole("list", { name: "Messages" });
    await expect(thread.locator(".message--mine .message__body")).toHaveText([/would love to paint your window/]);

    // The client signs in elsewhere: the badge says one unread, the list shows it.
    const other = await openSignedIn(client);
    await expect(other.page.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();
    await other.page.getByRole("link", { name: "Messages, 1 unread" }).click();
    const list = other.page.getByRole("navigation", { name: "Conversations" });
    await expect(list.getByRole("link")).toHaveCount(1);
    await expect(list.getByRole("link").first()).toContainText("1 unread");
    await expect(list.getByRole("link").first()).toContainText("Shop window mural");
    await shotAtBothWidths(other.page, "messages-list");

    // Opening the thread reads it: the badge clears.
    await list.getByRole("link").first().click();
    await expect(
      other.page.getByRole("list", { name: "Messages" }).locator(".message--theirs .message__body"),
    ).toHaveText([/would love to paint your window/]);
    await expect(other.page.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
    await expect(list.getByRole("link").first()).not.toContainText("unread");

    // A reply on two lines (Shift+Enter), then Enter sends it.
    const box = other.page.getByLabel("Message", { exact: true });
    await box.fill("Lovely! We open at 7.");
    await box.press("Shift+Enter");
    await box.pressSequentially("Could you paint after hours?");
    await box.press("Enter");
    await expect(
      other.page.getByRole("list", { name: "Messages" }).locator(".message--mine .message__body"),
    ).toHaveText(["Lovely! We open at 7.\nCould you paint after hours?"]);

    // The freelancer's open thread picks the reply up by polling, and reads it.
    await expect(thread.locator(".message--theirs .message__body")).toHaveText([/Could you paint after hours\?/], {
      timeout: 20_000,
    });
    await send(page, "After hours is perfect: two evenings and a ladder.");
    await expect(
      other.page.getByRole("list", { name: "Messages" }).locator(".message--theirs .message__body"),
    ).toHaveCount(2, {
      timeout: 20_000,
    });
    await shotAtBothWidths(other.page, "messages-thread");

    // A third person cannot read it.
    const stranger = await signUp("Stranger");
    const { token: strangerToken } = await signInByApi(server.baseUrl, stranger);
    const peek = await fetch(`${server.baseUrl}/api/conversations/${conversationId}/messages`, {
      headers: { authorization: `Bearer ${strangerToken}` },
    });
    expect(peek.status).toBe(404);
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });
});
