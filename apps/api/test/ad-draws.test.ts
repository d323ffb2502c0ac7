import { describe, expect, it } from "vitest";
import type { ServedBannerAd } from "@mp/contracts/banner-ad";
import { drawRunningAd, type PlacementAd } from "../src/modules/banner-ads/repository.ts";
import { drawFeatured, type FeaturedCandidate } from "../src/modules/listings/featured-repository.ts";

const ad = (id: string, startsAt: number, endsAt: number): PlacementAd => ({
  ad: { _id: id, title: id, linkUrl: "https://example.org/", image: {} as ServedBannerAd["image"] },
  startsAt,
  endsAt,
});

// The placement's ads are read for the next few seconds; a draw keeps to each ad's exact instants.
describe("drawing a banner ad from a placement's ads", () => {
  const ads = [ad("ended", 0, 1_000), ad("a", 0, 5_000), ad("b", 500, 5_000), ad("later", 2_000, 5_000)];

  it("never draws an ad before its start or from its end on", () => {
    const seen = new Set(Array.from({ length: 500 }, () => drawRunningAd(ads, 1_000)?._id));
    expect([...seen].sort()).toEqual(["a", "b"]);
    expect(drawRunningAd(ads, 5_000)).toBeNull();
    expect(drawRunningAd([], 1_000)).toBeNull();
  });

  it("gives each running ad a fair share", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 6_000; i++) {
      const id = drawRunningAd(ads, 3_000)!._id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(["a", "b", "later"]);
    // 2,000 each expected; 1,700 is more than six standard deviations (≈ 37) below.
    for (const count of counts.values()) expect(count).toBeGreaterThan(1_700);
  });
});

const candidate = (listingId: string, startsAt: number, endsAt: number): FeaturedCandidate => ({
  listingId,
  startsAt,
  endsAt,
});

describe("drawing featured listings", () => {
  const candidates = [
    candidate("ended", 0, 1_000),
    candidate("a", 0, 5_000),
    candidate("b", 0, 5_000),
    candidate("c", 0, 5_000),
    candidate("later", 2_000, 5_000),
  ];

  it("draws only listings running at that instant, each at most once, and no more than asked", () => {
    for (let i = 0; i < 200; i++) {
      const ids = drawFeatured(candidates, 1_500, 2);
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(2);
      for (const id of ids) expect(["a", "b", "c"]).toContain(id);
    }
    expect(drawFeatured(candidates, 1_500, 8).sort()).toEqual(["a", "b", "c"]);
    expect(drawFeatured(candidates, 5_000, 8)).toEqual([]);
  });

  it("gives each running listing a fair share of the places", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4_000; i++) {
      for (const id of drawFeatured(candidates, 3_000, 2)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    // 8,000 places over 4 listings: 2,000 each expected.
    expect([...counts.keys()].sort()).toEqual(["a", "b", "c", "later"]);
    for (const count of counts.values()) expect(count).toBeGreaterThan(1_700);
  });
});
