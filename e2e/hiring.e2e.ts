import type { Page } from "@playwright/test";
import type { Person } from "./support/accounts.ts";
import { signInByApi, signInThroughDialog, type Session } from "./support/auth-flows.ts";
import { apiOk, callApi } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { shotAtBothWidths } from "./support/screenshots.ts";

type Me = { RemainingFreelancer: number; FreelancerId: string | null };
const me = async (baseUrl: string, { token, user }: Session) =>
  (await apiOk<Me>(baseUrl, "GET", `/adds/UserDetalis/${user._id}`, token)).result_value;

function application(text = "I kept the books of the hardware store on Elm Street for six years; happy to do yours.") {
  const form = new FormData();
  form.append("coverLetter", text);
  form.append("proposedRateCents", "4000");
  return form;
}

async function postJob(baseUrl: string, token: string, categoryId: string, subcategoryId: string, title: string) {
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const job = await apiOk<{ _id: string; connectsCost: number }>(baseUrl, "POST", "/jobs", token, {
    title,
    description: "Keep the bakery's books for the spring quarter: invoices, payroll and the quarterly return.",
    categoryId,
    subcategoryId,
    jobType: "contract",
    budgetType: "fixed",
    budgetCents: 300_000,
    isRemote: true,
    location: "Springfield",
    skills: ["bookkeeping"],
    deadline,
  });
  return job.result_value;
}

async function signedInAt(page: Page, person: Person, path: string) {
  await page.goto("/");
  await signInThroughDialog(page, person.email, person.password);
  await page.goto(path);
}

test.describe("hiring", () => {
  test("a client hires a freelancer who applied: accept, message, complete and review on both sides", async ({
    page,
    errors,
    server,
    signUp,
    openPage,
  }) => {
    test.setTimeout(240_000);
    const base = server.baseUrl;
    const [client, freelancer] = await Promise.all([signUp("Client"), signUp("Freelancer")]);
    const [clientSession, freelancerSession] = await Promise.all([
      signInByApi(base, client),
      signInByApi(base, freelancer),
    ]);
    const [category] = (await apiOk<{ _id: string }[]>(base, "GET", "/category", null)).result_value;
    const [subcategory] = (await apiOk<{ _id: string }[]>(base, "GET", `/subcategory/${category!._id}`, null))
      .result_value;

    // Both register (the privileges; the freelancer's welcome connects), the client buys a hire plan.
    await apiOk(base, "POST", "/clients/register", clientSession.token, {
      FullName: client.name,
      Email: client.email,
      PhoneNumber: "+1 (202) 555-0199",
      Role: "Owner",
      CompanyName: "Harbor Bakery",
      CompanyAddress: "1 Elm Street, Springfield",
    });
    await apiOk(base, "POST", "/freelancers/register", freelancerSession.token, {
      headline: "Bookkeeping for small shops",
      bio: "Ten years of keeping small businesses' books straight.",
      skills: ["Bookkeeping"],
      categoryId: category!._id,
      hourlyRateCents: 4_500,
      location: "Springfield",
    });
    const checkout = await apiOk<{ checkoutId: string }>(base, "POST", "/payments/checkout", clientSession.token, {
      planId: "9a7e0000-0000-4000-8000-000000000201",
    });
    await apiOk(base, "POST", `/payments/test-checkout/${checkout.result_value.checkoutId}/pay`, clientSession.token);
    await expect
      .poll(async () => (await me(base, clientSession)).RemainingFreelancer, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const allowance = (await me(base, clientSession)).RemainingFreelancer;

    // The client posts a job; the freelancer applies: connects drop by the job's cost, a second try is refused.
    const job = await postJob(
      base,
      clientSession.token,
      category!._id,
      subcategory!._id,
      "Books for the spring quarter",
    );
    const applied = await callApi<{ _id: string }>(
      base,
      "POST",
      `/jobs/${job._id}/applications`,
      freelancerSession.token,
      application(),
    );
    expect(applied.status).toBe(201);
    // The freelancer started with the 10 welcome connects.
    const left = (applied.body as unknown as { connectsLeft: number }).connectsLeft;
    expect(left).toBe(10 - job.connectsCost);
    const twice = await callApi(base, "POST", `/jobs/${job._id}/applications`, freelancerSession.token, application());
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("You have already applied to this job.");
    // Another job costs more than the connects left: refused, nothing spent.
    const dear = await postJob(base, clientSession.token, category!._id, subcategory!._id, "Year-end accounts");
    expect(left).toBeLessThan(dear.connectsCost);
    const broke = await callApi(base, "POST", `/jobs/${dear._id}/applications`, freelancerSession.token, application());
    expect(broke.status).toBe(409);
    expect(broke.body.message).toBe("You do not have enough connects.");

    // The client hires from the application: one Remaining Freelancer spent.
    await apiOk(base, "POST", "/hire-requests", clientSession.token, {
      freelancerUserId: freelancerSession.user._id,
      applicationId: applied.body.result_value._id,
      message: "Your application was the best we had: would you keep our books this spring?",
    });
    expect((await me(base, clientSession)).RemainingFreelancer).toBe(allowance - 1);

    // The freelancer sees it on /hiringRequest and accepts.
    await signedInAt(page, freelancer, "/hiringRequest");
    const card = page.getByRole("article", { name: client.name });
    await expect(card).toContainText("Harbor Bakery");
    await expect(card).toContainText("For the job “Books for the spring quarter”");
    await expect(card).toContainText("Waiting for an answer");
    await expect(card.getByRole("button", { name: "Report client" })).toBeVisible();
    await shotAtBothWidths(page, "hiring-requests");
    await card.getByRole("button", { name: "Accept" }).click();
    await expect(card).toContainText("Hired");
    await expect(card.getByRole("button", { name: "Accept" })).toHaveCount(0);

    // The board shows the application hired and the hire.
    await page.goto("/freelancerjobhire");
    const applications = page.getByRole("list", { name: "Your applications" });
    await expect(applications.getByRole("listitem").filter({ hasText: "Books for the spring quarter" })).toContainText(
      "Hired",
    );
    await expect(page.getByRole("list", { name: "Your hires" })).toContainText("Harbor Bakery");
    await shotAtBothWidths(page, "freelancer-board");

    // Message: the hire's conversation opens.
    await page.goto("/hiringRequest");
    await card.getByRole("button", { name: "Message" }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: client.name })).toBeVisible();

    // The client marks it complete on the Sent tab and reviews the freelancer.
    const other = await openPage();
    await signedInAt(other.page, client, "/hiringRequest");
    await other.page.getByRole("tab", { name: "Sent" }).click();
    const sent = other.page.getByRole("article", { name: freelancer.name });
    await sent.getByRole("button", { name: "Mark complete" }).click();
    await expect(sent).toContainText("Completed");
    await sent.getByRole("button", { name: "Write a review" }).click();
    const dialog = other.page.getByRole("dialog", { name: `Review ${freelancer.name}` });
    await dialog.getByLabel("5 – Excellent").check();
    await dialog.getByLabel("Comment").fill("Tidy books, on time, and clear about what she needed from us.");
    await shotAtBothWidths(other.page, "hiring-review");
    await dialog.getByRole("button", { name: "Send review" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(sent).toContainText("You reviewed this hire.");

    // The freelancer reviews the client back; the freelancer's public average counts the client's 5.
    await page.goto("/hiringRequest");
    await card.getByRole("button", { name: "Write a review" }).click();
    const back = page.getByRole("dialog", { name: `Review ${client.name}` });
    await back.getByLabel("4 – Good").check();
    await back.getByLabel("Comment").fill("Clear brief and paid on the day.");
    await back.getByRole("button", { name: "Send review" }).click();
    await expect(card).toContainText("You reviewed this hire.");
    const { FreelancerId } = await me(base, freelancerSession);
    const profile = await apiOk<{ rating: number; reviewCount: number }>(
      base,
      "GET",
      `/freelancers/${FreelancerId}`,
      null,
    );
    expect(profile.result_value).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });
});
