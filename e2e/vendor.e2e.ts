import { getJson } from "./support/api.ts";
import { seriousViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { businessName } from "./support/names.ts";
import { png } from "./support/png.ts";
import { shotAtBothWidths } from "./support/screenshots.ts";
import { viewports } from "./support/viewports.ts";

type CategoryList = { result_value: { _id: string; categoryName: string }[] };
type SubcategoryList = { result_value: { _id: string; subCategoryName: string }[] };

const file = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: "image/png",
  buffer: png(640, 420, colour),
});

test.use({ accountLabel: "Vendor" });

test.describe("a vendor lists a business", { tag: "@db" }, () => {
  test("adds a listing with a cover, publishes it, finds it, and adds gallery images and custom fields", async ({
    page,
    request,
    openPage,
    signedIn: _,
  }) => {
    // Three uploads, five whole-page pictures at two widths and a visitor: longer than most.
    test.setTimeout(120_000);
    const category = (await getJson<CategoryList>(request, "/api/category")).result_value[3]!;
    const subcategory = (await getJson<SubcategoryList>(request, `/api/subcategory/${category._id}`)).result_value[0]!;
    const name = businessName("Bindery");

    await page.goto("/userproducts");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The map loads only when it comes near the screen.
    await page.getByText("Loading the map…").scrollIntoViewIfNeeded();
    await expect(page.getByText("Loading the map…")).toHaveCount(0);
    await shotAtBothWidths(page, "list-your-business");

    await page.goto("/addproducts");
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
    await expect(page.getByRole("button", { name: "Remove cover" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shotAtBothWidths(page, "listing-form");
    await page.getByRole("button", { name: "Save and preview" }).click();

    await expect(page).toHaveURL(/\/productpreview\/[0-9a-f-]{36}$/);
    const listingId = page.url().split("/").at(-1)!;
    await expect(page.getByText("Draft — only you can see this")).toBeVisible();
    await shotAtBothWidths(page, "listing-preview");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published: your listing is live.")).toBeVisible();

    // Searchable and in its subcategory at once.
    const search = await getJson<{ result_value: { listings: { _id: string }[] } }>(
      request,
      `/api/search?${new URLSearchParams({ q: name, kind: "listings" })}`,
    );
    expect(search.result_value.listings[0]?._id).toBe(listingId);
    await page.goto(
      `/products?${new URLSearchParams({ subcategoryId: subcategory._id, name: subcategory.subCategoryName })}`,
    );
    await expect(page.getByRole("link", { name }).first()).toBeVisible();

    await page.goto(`/addgalleryimg/${listingId}`);
    await page
      .getByLabel("Add images")
      .setInputFiles([file("front.png", [20, 60, 140]), file("team.png", [30, 140, 80])]);
    await expect(page.getByLabel("Caption of image 2")).toBeVisible();
    // A text file named .png is refused by its content.
    await page
      .getByLabel("Add images")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("hello") });
    await expect(page.getByText("Only JPEG, PNG and WebP images can be uploaded.")).toBeVisible();
    await page.getByLabel("Caption of image 1").fill("Our shop front");
    await page.getByLabel("Caption of image 1").blur();
    await shotAtBothWidths(page, "gallery-manager");

    await page.goto(`/addfields/${listingId}`);
    await page.getByRole("button", { name: "Add a field" }).click();
    await page.getByLabel("Label of field 1").fill("Binding styles");
    await page.getByLabel("Value of field 1").fill("Coptic, case, Japanese stab");
    await page.getByRole("button", { name: "Save fields" }).click();
    await expect(page.getByText("Custom fields saved.")).toBeVisible();

    const { page: visitor, errors } = await openPage(viewports.desktop, `/productdetail/${listingId}`);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    const details = visitor.getByRole("region", { name: "Details" });
    await expect(details.getByText("Binding styles")).toBeVisible();
    await expect(details.getByText("Coptic, case, Japanese stab")).toHaveCount(1);
    await visitor.goto(`/gallery/${listingId}`);
    await expect(visitor.getByText(/1 of 2/)).toBeVisible();
    await visitor.keyboard.press("ArrowRight");
    await expect(visitor.getByText(/2 of 2/)).toBeVisible();
    expect(errors).toEqual([]);

    await page.goto("/vendorproducts");
    const row = page.getByRole("list", { name: "Your listings" }).getByRole("listitem").filter({ hasText: name });
    await expect(row.getByText("Published", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shotAtBothWidths(page, "view-business");
  });
});
