import type { Person } from "./support/accounts.ts";
import { sessionToken, signInByApi, signInThroughDialog } from "./support/auth-flows.ts";
import { apiOk, callApi, firstCategory, registerBakeryClient } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { shotAtBothWidths } from "./support/screenshots.ts";

/** The roles through the profiles routes: the client registers a company, the freelancer a profile (welcome connects). */
async function registerRoles(
  baseUrl: string,
  client: { person: Person; token: string },
  freelancer: { token: string },
) {
  const [category] = (await apiOk<{ _id: string }[]>(baseUrl, "GET", "/category", null)).result_value;
  await registerBakeryClient(baseUrl, client.token, client.person);
  await apiOk(baseUrl, "POST", "/freelancers/register", freelancer.token, {
    headline: "Bookkeeper for small shops",
    bio: "Ten years of keeping the books of Main Street's shops.",
    skills: ["Bookkeeping"],
    categoryId: category!._id,
    hourlyRateCents: 4_500,
    location: "Springfield",
  });
}

/** A $5,000 fixed-price job (6 connects to apply), posted through the API. */
async function postJobByApi(baseUrl: string, token: string, title: string) {
  const { categoryId, subcategoryId } = await firstCategory(baseUrl);
  const job = await apiOk<{ _id: string; title: string; categoryId: string; createdBy: string; connectsCost: number }>(
    baseUrl,
    "POST",
    "/jobs",
    token,
    {
      title,
      description: "Paint the grocery's name and hours on the front window before the summer fair.",
      categoryId,
      subcategoryId,
      jobType: "contract",
      budgetType: "fixed",
      budgetCents: 500_000,
      isRemote: false,
      location: "Springfield",
      skills: ["Signwriting"],
      deadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    },
  );
  expect(job.result_value.connectsCost).toBe(6);
  return job.result_value;
}

/** The connects the ledger holds for the token's user: its newest row's balance. */
const connectsOf = async (baseUrl: string, token: string) =>
  (await apiOk<{ balanceAfter: number }[]>(baseUrl, "GET", "/credits/ledger?kind=connects&limit=1", token))
    .result_value[0]?.balanceAfter ?? 0;

test.describe("jobs", { tag: "@db" }, () => {
  test("a client posts a job, a freelancer applies with connects, the client sees the application", async ({
    page,
    errors,
    server,
    signUp,
    openSignedIn,
  }) => {
    test.setTimeout(180_000);
    const [clientPerson, freelancerPerson] = await Promise.all([signUp("Baker"), signUp("Bookkeeper")]);

    // The client: /postjob offers to register first, then (a client) posts through the form.
    await page.goto("/");
    await signInThroughDialog(page, clientPerson.email, clientPerson.password);
    await page.goto("/postjob");
    await expect(page.getByText("Register as a client to post jobs")).toBeVisible();
    const clientToken = await sessionToken(page);
    const { page: fp, token: freelancerToken } = await openSignedIn(freelancerPerson);
    await registerRoles(server.baseUrl, { person: clientPerson, token: clientToken }, { token: freelancerToken });

    await page.reload();
    const form = page.getByRole("form", { name: "Post a job" });
    await expect(form).toBeVisible();
    await form.getByLabel("Title").fill("Bookkeeper for the spring quarter");
    await form
      .getByLabel("Description")
      .fill("Keep the bakery's books for the spring: invoices, payroll and the quarterly return.\nTwo days a week.");
    await form.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
    await expect(form.getByLabel("Subcategory")).toBeEnabled();
    await form.getByLabel("Subcategory").selectOption({ index: 1 });
    await form.getByLabel("Budget (US$)").fill("450");
    await expect(form.getByText("Freelancers spend 2 connects to apply.")).toBeVisible();
    await form.getByLabel("Location").fill("Springfield");
    await form.getByLabel("Skills").fill("Bookkeeping, Payroll");
    await shotAtBothWidths(page, "post-job");
    await form.getByRole("button", { name: "Post the job" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bookkeeper for the spring quarter" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close job" })).toBeVisible();
    // Nobody reports their own job.
    await expect(page.getByRole("button", { name: "Report" })).toHaveCount(0);
    const jobId = page.url().split("/job/")[1]!;
    await shotAtBothWidths(page, "job-detail-poster");

    // The freelancer finds it, opens it, applies: the balance drops by the job's cost.
    const before = await connectsOf(server.baseUrl, freelancerToken);
    await fp.goto("/findjob?q=Bookkeeper%20spring%20quarter");
    await fp.getByRole("link", { name: "Bookkeeper for the spring quarter" }).click();
    await expect(fp.getByRole("heading", { level: 1, name: "Bookkeeper for the spring quarter" })).toBeVisible();
    await expect(fp.getByText("2 connects to apply")).toBeVisible();
    await expect(fp.getByRole("button", { name: "Report" })).toBeVisible();
    await shotAtBothWidths(fp, "job-detail");
    await fp.getByRole("link", { name: "Apply" }).click();
    const apply = fp.getByRole("form", { name: "Apply to Bookkeeper for the spring quarter" });
    await expect(apply.getByText(`You have ${before} connects.`)).toBeVisible();
    await apply
      .getByLabel("Cover letter")
      .fill("I keep the books of three shops on Main Street and can start on Monday; payroll included.");
    await apply.getByLabel("Proposed rate (US$)").fill("420");
    await apply.getByLabel("Attachments").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
    });
    await shotAtBothWidths(fp, "job-apply");
    await apply.getByRole("button", { name: "Apply for 2 connects" }).click();
    await expect(fp.getByText(/You applied to this job/)).toBeVisible();
    expect(await connectsOf(server.baseUrl, freelancerToken)).toBe(before - 2);

    // Applying twice is refused by the server, and the balance stays.
    const form2 = new FormData();
    form2.append("coverLetter", "A second letter, long enough to pass the fifty characters of the rule.");
    form2.append("proposedRateCents", "40000");
    const twice = await callApi(server.baseUrl, "POST", `/jobs/${jobId}/applications`, freelancerToken, form2);
    expect([twice.status, twice.body.message]).toEqual([409, "You have already applied to this job."]);

    // The client's jobs: the application, its letter and file; shortlist.
    await page.goto("/myjobs");
    const card = page.getByRole("article", { name: freelancerPerson.name });
    await expect(card.getByText(/three shops on Main Street/)).toBeVisible();
    await expect(card.getByRole("button", { name: "Download cv.pdf" })).toBeVisible();
    await card.getByRole("button", { name: "Shortlist" }).click();
    await expect(card.getByText("Shortlisted")).toBeVisible();
    await shotAtBothWidths(page, "my-jobs");

    await page.goto(`/editjob/${jobId}`);
    await expect(page.getByRole("form", { name: "Edit the job" }).getByLabel("Title")).toHaveValue(
      "Bookkeeper for the spring quarter",
    );
    await shotAtBothWidths(page, "edit-job");
    expect(errors).toEqual([]);
  });

  test("a freelancer without enough connects is told so, with the way to more", async ({ page, server, signUp }) => {
    test.setTimeout(120_000);
    const [clientPerson, freelancerPerson] = await Promise.all([signUp("Grocer"), signUp("Painter")]);
    const [{ token: clientToken }, { token: freelancerToken }] = await Promise.all([
      signInByApi(server.baseUrl, clientPerson),
      signInByApi(server.baseUrl, freelancerPerson),
    ]);
    await registerRoles(server.baseUrl, { person: clientPerson, token: clientToken }, { token: freelancerToken });
    // Ten welcome connects: a first $5,000 job (6 connects) leaves 4, short of a second one.
    const first = await postJobByApi(server.baseUrl, clientToken, "Storefront signwriter wanted");
    const job = await postJobByApi(server.baseUrl, clientToken, "Summer fair banner painter");
    const letter = new FormData();
    letter.append("coverLetter", "I painted the hardware store's window last year and the fair's banners before.");
    letter.append("proposedRateCents", "450000");
    await apiOk(server.baseUrl, "POST", `/jobs/${first._id}/applications`, freelancerToken, letter);
    await page.goto("/");
    await signInThroughDialog(page, freelancerPerson.email, freelancerPerson.password);
    const { _id, title, categoryId, createdBy } = job;
    await page.goto(`/jobapplyform/${_id}/${encodeURIComponent(title)}/${categoryId}/${createdBy}`);
    await expect(page.getByText("You have 4 connects.")).toBeVisible();
    await expect(page.getByText("You do not have enough connects.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get more connects with a plan" })).toHaveAttribute(
      "href",
      "/productsubscriptionplan",
    );
    await expect(page.getByRole("button", { name: "Apply for 6 connects" })).toBeDisabled();
    await shotAtBothWidths(page, "job-apply-no-connects");
  });
});
