import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newPerson } from "./support/accounts.ts";
import { signInThroughDialog, signUpByApi } from "./support/auth-flows.ts";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser, newPage, viewports } from "./support/browser.ts";
import { getJson } from "./support/api.ts";
import { png } from "./support/png.ts";
import { shotAtBothWidths } from "./support/screenshots.ts";

type CategoryList = { result_value: { _id: string; categoryName: string }[] };
type SubcategoryList = { result_value: { _id: string; subCategoryName: string }[] };

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const file = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: "image/png",
  buffer: png(640, 420, colour),
});

async function signedInVendor(): Promise<Page> {
  const vendor = newPerson("Vendor");
  await signUpByApi(baseUrl, vendor);
  const { page } = await newPage(browser, viewports.desktop, baseUrl + "/");
  await signInThroughDialog(page, vendor.email, vendor.password);
  return page;
}

describe("a vendor lists a business", () => {
  it("adds a listing with a cover, publishes it, finds it, and adds gallery images and custom fields", async () => {
    const category = (await getJson<CategoryList>("/api/category")).result_value[3]!;
    const subcategory = (await getJson<SubcategoryList>(`/api/subcategory/${category._id}`)).result_value[0]!;
    const name = `Quillfeather Bindery ${Date.now().toString(36)}`;
    const page = await signedInVendor();

    await page.goto(`${baseUrl}/userproducts`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The map loads only when it comes near the screen.
    await page.getByText("Loading the map…").scrollIntoViewIfNeeded();
    await page.getByText("Loading the map…").waitFor({ state: "detached" });
    await shotAtBothWidths(page, "list-your-business");

    await page.goto(`${baseUrl}/addproducts`);
    await page.getByLabel("Category", { exact: true }).selectOption(category._id);
    await page.getByLabel("Subcategory", { exact: true }).selectOption(subcategory._id);
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Description", { exact: true }).fill("Hand-bound notebooks.\nRepairs while you wait.");
    await page.getByLabel("Price", { exact: true }).fill("12.50");
    await page.getByLabel("Address", { exact: true }).fill("12 Paper Lane");
    await page.getByLabel("City", { exact: true }).fill("Springfield");
    await page.getByLabel("Latitude", { exact: true }).fill("40.7128");
    await page.getByLabel("Longitude", { exact: true }).fill("-74.006");
    await page.getByLabel("Website", { exact: true }).fill("https://bindery.example.org");
    await page.getByLabel("Cover image").setInputFiles(file("cover.png", [200, 120, 40]));
    await page.getByRole("button", { name: "Remove cover" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotAtBothWidths(page, "listing-form");
    await page.getByRole("button", { name: "Save and preview" }).click();

    await page.waitForURL(/\/productpreview\//);
    const listingId = page.url().split("/").at(-1)!;
    await page.getByText("Draft — only you can see this").waitFor();
    await shotAtBothWidths(page, "listing-preview");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published: your listing is live.").waitFor();

    // Searchable and in its subcategory at once.
    const search = await getJson<{ result_value: { listings: { _id: string }[] } }>(
      `/api/search?${new URLSearchParams({ q: name, kind: "listings" })}`,
    );
    expect(search.result_value.listings[0]?._id).toBe(listingId);
    await page.goto(
      `${baseUrl}/products?${new URLSearchParams({ subcategoryId: subcategory._id, name: subcategory.subCategoryName })}`,
    );
    await page.getByRole("link", { name }).first().waitFor();

    await page.goto(`${baseUrl}/addgalleryimg/${listingId}`);
    await page
      .getByLabel("Add images")
      .setInputFiles([file("front.png", [20, 60, 140]), file("team.png", [30, 140, 80])]);
    await page.getByLabel("Caption of image 2").waitFor();
    // A text file named .png is refused by its content.
    await page
      .getByLabel("Add images")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("hello") });
    await page.getByText("Only JPEG, PNG and WebP images can be uploaded.").waitFor();
    await page.getByLabel("Caption of image 1").fill("Our shop front");
    await page.getByLabel("Caption of image 1").blur();
    await shotAtBothWidths(page, "gallery-manager");

    await page.goto(`${baseUrl}/addfields/${listingId}`);
    await page.getByRole("button", { name: "Add a field" }).click();
    await page.getByLabel("Label of field 1").fill("Binding styles");
    await page.getByLabel("Value of field 1").fill("Coptic, case, Japanese stab");
    await page.getByRole("button", { name: "Save fields" }).click();
    await page.getByText("Custom fields saved.").waitFor();

    const { page: visitor, errors } = await newPage(
      browser,
      viewports.desktop,
      `${baseUrl}/productdetail/${listingId}`,
    );
    await visitor.getByRole("heading", { level: 1, name }).waitFor();
    const details = visitor.getByRole("region", { name: "Details" });
    await details.getByText("Binding styles").waitFor();
    expect(await details.getByText("Coptic, case, Japanese stab").count()).toBe(1);
    await visitor.goto(`${baseUrl}/gallery/${listingId}`);
    await visitor.getByText(/1 of 2/).waitFor();
    await visitor.keyboard.press("ArrowRight");
    await visitor.getByText(/2 of 2/).waitFor();
    expect(errors).toEqual([]);
    await visitor.close();

    await page.goto(`${baseUrl}/vendorproducts`);
    const row = page.getByRole("list", { name: "Your listings" }).getByRole("listitem").filter({ hasText: name });
    await row.getByText("Published", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shotAtBothWidths(page, "view-business");
    await page.close();
  });
});
