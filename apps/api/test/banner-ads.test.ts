import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, type BannerAdInput, type VendorBannerAd } from "@mp/contracts/banner-ad";
import { makeAdmin } from "./helpers/accounts.ts";
import { rows, uploadImage, type ErrorBody } from "./helpers/vendor.ts";
import { today, useBannerAdSuite } from "./helpers/banner-ads.ts";

const { s, call, createAccount, adBody, createAd, setPeriod } = useBannerAdSuite();

describe("vendor banner ads", () => {
  it("creates, lists, reads, updates and deletes an ad", async () => {
    const owner = await createAccount();
    const ad = await createAd(owner);
    expect(ad).toMatchObject({
      title: "Spring sale at the bindery",
      linkUrl: "https://bindery.example.org/sale",
      placement: "home",
      categoryId: null,
      startsAt: today,
      endsAt: addDays(today, 13),
      status: "active",
      impressions: 0,
      clicks: 0,
    });
    expect(ad.image.srcset).toContain("w");

    const list = await call("GET", "/api/vendor/banner-ads", owner.token);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ result_value: VendorBannerAd[] }>().result_value.map((a) => a._id)).toEqual([ad._id]);

    const read = await call("GET", `/api/vendor/banner-ads/${ad._id}`, owner.token);
    expect(read.json<{ result_value: VendorBannerAd }>().result_value).toEqual(ad);

    const categoryId = s.categoryIds[0]!;
    const update = await call(
      "PUT",
      `/api/vendor/banner-ads/${ad._id}`,
      owner.token,
      await adBody(owner, {
        imageId: ad.image._id,
        title: "Summer sale",
        placement: "category",
        categoryId,
        startsAt: addDays(today, 2),
        endsAt: addDays(today, 5),
      }),
    );
    expect(update.statusCode).toBe(200);
    expect(update.json<{ result_value: VendorBannerAd }>().result_value).toMatchObject({
      title: "Summer sale",
      placement: "category",
      categoryId,
      categoryName: expect.any(String),
      startsAt: addDays(today, 2),
      endsAt: addDays(today, 5),
      status: "scheduled",
    });

    const removed = await call("DELETE", `/api/vendor/banner-ads/${ad._id}`, owner.token);
    expect(removed.json()).toEqual({ result: 1, result_value: { _id: ad._id } });
    expect((await call("GET", `/api/vendor/banner-ads/${ad._id}`, owner.token)).statusCode).toBe(404);
    // Its image went with it: nothing else used it.
    const images = await rows(s.t.database, sql`select id from stored_images where id = ${ad.image._id}`);
    expect(images).toEqual([]);
  });

  it("stores placement other than category without a category", async () => {
    const owner = await createAccount();
    const ad = await createAd(owner, { placement: "search", categoryId: s.categoryIds[0]! });
    expect(ad).toMatchObject({ placement: "search", categoryId: null });
  });

  it("needs a signed-in user", async () => {
    expect((await call("GET", "/api/vendor/banner-ads")).statusCode).toBe(401);
    expect((await call("POST", "/api/vendor/banner-ads", undefined, {})).statusCode).toBe(401);
  });

  it("answers 404 to another user and changes nothing; an admin may manage it", async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const ad = await createAd(owner);
    const url = `/api/vendor/banner-ads/${ad._id}`;
    const body = await adBody(other, { imageId: ad.image._id, title: "Taken over" });
    for (const res of [
      await call("GET", url, other.token),
      await call("PUT", url, other.token, body),
      await call("DELETE", url, other.token),
      await call("GET", `${url}/stats`, other.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().message).toBe("Banner ad not found.");
    }
    const list = await call("GET", "/api/vendor/banner-ads", other.token);
    expect(list.json<{ result_value: unknown[] }>().result_value).toEqual([]);
    const read = await call("GET", url, owner.token);
    expect(read.json<{ result_value: VendorBannerAd }>().result_value).toEqual(ad);

    const admin = await createAccount();
    await makeAdmin(s.t.database, admin.user._id);
    const edited = await call("PUT", url, admin.token, { ...body, title: "Checked by an admin" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ result_value: VendorBannerAd }>().result_value.title).toBe("Checked by an admin");
  });

  it("refuses bad input with field errors and stores nothing", async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const othersImage = await uploadImage(s.t.app, other.token);
    const cases: [Partial<BannerAdInput>, string, string][] = [
      [{ linkUrl: "javascript:alert(1)" }, "linkUrl", "Enter a web address starting with http:// or https://."],
      [{ linkUrl: "ftp://example.org" }, "linkUrl", "Enter a web address starting with http:// or https://."],
      [
        { startsAt: addDays(today, 5), endsAt: addDays(today, 4) },
        "endsAt",
        "The end date must be on or after the start date.",
      ],
      [{ startsAt: addDays(today, -10), endsAt: addDays(today, -1) }, "endsAt", "The end date cannot be in the past."],
      [{ endsAt: addDays(today, 400) }, "endsAt", "An ad may run for at most 366 days."],
      [{ startsAt: "2026-02-30" }, "startsAt", "Enter a date as YYYY-MM-DD."],
      [{ placement: "category", categoryId: null }, "categoryId", "Choose a category."],
      [
        { placement: "category", categoryId: "00000000-0000-4000-8000-000000000000" },
        "categoryId",
        "That category does not exist.",
      ],
      [{ title: "  " }, "title", "Title is required."],
      [{ imageId: othersImage._id }, "imageId", "Image not found."],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call("POST", "/api/vendor/banner-ads", owner.token, await adBody(owner, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json<ErrorBody>().errors?.[field]).toEqual([message]);
    }
    const list = await call("GET", "/api/vendor/banner-ads", owner.token);
    expect(list.json<{ result_value: unknown[] }>().result_value).toEqual([]);
  });

  it("refuses an update with someone else's image or an end moved into the past, and keeps the ad", async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const ad = await createAd(owner);
    const othersImage = await uploadImage(s.t.app, other.token);
    const url = `/api/vendor/banner-ads/${ad._id}`;
    const stolen = await call("PUT", url, owner.token, await adBody(owner, { imageId: othersImage._id }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json<ErrorBody>().errors).toEqual({ imageId: ["Image not found."] });
    const past = await call(
      "PUT",
      url,
      owner.token,
      await adBody(owner, { imageId: ad.image._id, startsAt: addDays(today, -3), endsAt: addDays(today, -1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json<ErrorBody>().errors).toEqual({ endsAt: ["The end date cannot be in the past."] });
    const read = await call("GET", url, owner.token);
    expect(read.json<{ result_value: VendorBannerAd }>().result_value).toEqual(ad);
  });

  it("allows as many running or scheduled ads as the plan does; ended ones do not count", async () => {
    const owner = await createAccount();
    const first = await createAd(owner);
    await createAd(owner, { startsAt: addDays(today, 30), endsAt: addDays(today, 40) });
    const refused = await call("POST", "/api/vendor/banner-ads", owner.token, await adBody(owner));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe("Your plan allows 2 banner ads. Upgrade to add more.");
    const list = await call("GET", "/api/vendor/banner-ads", owner.token);
    expect(list.json<{ result_value: unknown[] }>().result_value).toHaveLength(2);

    await setPeriod(first._id, `${addDays(today, -10)}T00:00:00Z`, `${today}T00:00:00Z`);
    const ended = await call("GET", `/api/vendor/banner-ads/${first._id}`, owner.token);
    expect(ended.json<{ result_value: VendorBannerAd }>().result_value.status).toBe("ended");
    expect((await call("POST", "/api/vendor/banner-ads", owner.token, await adBody(owner))).statusCode).toBe(201);
  });

  it("counts an ended ad brought back to life against the plan, as a new one", async () => {
    const owner = await createAccount();
    const endedAds: VendorBannerAd[] = [];
    for (let i = 0; i < 2; i++) {
      const ad = await createAd(owner);
      await setPeriod(ad._id, `${addDays(today, -10)}T00:00:00Z`, `${today}T00:00:00Z`);
      endedAds.push(ad);
    }
    await createAd(owner);
    await createAd(owner);
    const [ended] = endedAds;
    const url = `/api/vendor/banner-ads/${ended!._id}`;
    const revive = await adBody(owner, { imageId: ended!.image._id, startsAt: today, endsAt: addDays(today, 5) });
    const refused = await call("PUT", url, owner.token, revive);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe("Your plan allows 2 banner ads. Upgrade to add more.");
    expect((await call("GET", url, owner.token)).json<{ result_value: VendorBannerAd }>().result_value.status).toBe(
      "ended",
    );
    // Renamed as it is, it stays ended and needs no room.
    const renamed = { ...revive, title: "Renamed", startsAt: addDays(today, -10), endsAt: addDays(today, -1) };
    expect((await call("PUT", url, owner.token, renamed)).statusCode).toBe(200);
    // With a running ad gone, there is room to bring it back.
    const list = await call("GET", "/api/vendor/banner-ads", owner.token);
    const running = list.json<{ result_value: VendorBannerAd[] }>().result_value.find((ad) => ad.status !== "ended");
    expect((await call("DELETE", `/api/vendor/banner-ads/${running!._id}`, owner.token)).statusCode).toBe(200);
    expect((await call("PUT", url, owner.token, revive)).statusCode).toBe(200);
  });
});
