import { describe, expect, it } from "vitest";
import { makeAdmin } from "./helpers/accounts.ts";
import { useBannerAdSuite } from "./helpers/banner-ads.ts";

const { s, call, createAccount, createAd, served } = useBannerAdSuite();

describe("hiding a banner ad", () => {
  it("stops serving it at once, refuses reports of it, and serves it again once restored", async () => {
    const [owner, reporter, admin] = [await createAccount(), await createAccount(), await createAccount()];
    await makeAdmin(s.t.database, admin.user._id);
    const categoryId = s.categoryIds[5]!;
    const query = `placement=category&categoryId=${categoryId}`;
    const ad = await createAd(owner, { placement: "category", categoryId });
    expect(await served(query)).toMatchObject({ _id: ad._id });

    const reported = await call("POST", "/api/reports", reporter.token, {
      targetType: "banner_ad",
      targetId: ad._id,
      reason: "spam",
    });
    expect(reported.statusCode).toBe(200);
    const hidden = await call("POST", "/api/admin/reports/hide", admin.token, {
      targetType: "banner_ad",
      targetId: ad._id,
      note: "Links to a phishing page.",
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<{ result_value: { resolved: number } }>().result_value.resolved).toBe(1);
    expect(await served(query)).toBeNull();
    const again = await call("POST", "/api/reports", reporter.token, {
      targetType: "banner_ad",
      targetId: ad._id,
      reason: "spam",
    });
    expect(again.statusCode).toBe(404);

    const restored = await call("POST", "/api/admin/reports/restore", admin.token, {
      targetType: "banner_ad",
      targetId: ad._id,
    });
    expect(restored.statusCode).toBe(200);
    expect(await served(query)).toMatchObject({ _id: ad._id });
  });
});
