import { describe, expect, it } from "vitest";
import { createLoadingCache } from "../src/lib/loading-cache.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A load that counts its calls and answers after `ms`, failing while `fail` is set. */
function countingLoad(ms = 10) {
  const state = { calls: 0, fail: false };
  const load = async () => {
    state.calls += 1;
    const call = state.calls;
    await sleep(ms);
    if (state.fail) throw new Error(`read ${call} failed`);
    return { call };
  };
  return { state, load };
}

// The admin dashboard's figures and the sitemap's chunk starts are kept this way.
describe("the loading cache", () => {
  it("runs one load for requests that miss together, and reuses its value until the ttl ends", async () => {
    const cache = createLoadingCache<string, { call: number }>({ max: 4, ttlMs: 150 });
    const { state, load } = countingLoad();
    const answers = await Promise.all([cache.get("30d", load), cache.get("30d", load), cache.get("30d", load)]);
    expect(answers.map((answer) => answer.call)).toEqual([1, 1, 1]);
    expect(await cache.get("30d", load)).toEqual({ call: 1 });
    expect(await cache.get("90d", load)).toEqual({ call: 2 });

    await sleep(200);
    expect(await cache.get("30d", load)).toEqual({ call: 3 });
    expect(state.calls).toBe(3);
  });

  it("keeps no failed load: the next request reads again", async () => {
    const cache = createLoadingCache<string, { call: number }>({ max: 4, ttlMs: 60_000 });
    const { state, load } = countingLoad();
    state.fail = true;
    const failures = await Promise.allSettled([cache.get("12m", load), cache.get("12m", load)]);
    expect(failures.map((failure) => failure.status)).toEqual(["rejected", "rejected"]);
    expect(state.calls).toBe(1);
    expect(cache.size).toBe(0);

    state.fail = false;
    expect(await cache.get("12m", load)).toEqual({ call: 2 });
    expect(cache.size).toBe(1);
  });

  it("keeps at most `max` keys, the least recently used going first", async () => {
    const cache = createLoadingCache<number, { call: number }>({ max: 2, ttlMs: 60_000 });
    const { state, load } = countingLoad(0);
    await cache.get(1, load);
    await cache.get(2, load);
    await cache.get(1, load);
    await cache.get(3, load);
    expect(cache.size).toBe(2);
    expect(await cache.get(1, load)).toEqual({ call: 1 });
    expect(await cache.get(2, load)).toEqual({ call: 4 });
    expect(state.calls).toBe(4);
  });
});
