import { describe, expect, it } from "vitest";
import type { Database } from "@mp/db/client";
import { createMemoryCatalogueVersion } from "../src/lib/catalogue-version.ts";
import { createClusterSnapshots, type ClusterSnapshot } from "../src/modules/listings/cluster-snapshot.ts";

const emptySnapshot = (): ClusterSnapshot => ({
  size: 0,
  ids: [],
  lat: new Float64Array(0),
  lng: new Float64Array(0),
  category: new Int32Array(0),
  subcategory: new Int32Array(0),
  kind: new Int32Array(0),
  price: new Float64Array(0),
  codes: { category: new Map(), subcategory: new Map(), kind: new Map() },
});

/** A read of the listings that finishes only when the test says so. */
function heldReads() {
  const pending: (() => void)[] = [];
  let started = 0;
  const read = () => {
    started += 1;
    return new Promise<ClusterSnapshot>((resolve) => pending.push(() => resolve(emptySnapshot())));
  };
  return { read, started: () => started, finishAll: () => pending.splice(0).forEach((finish) => finish()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the cluster snapshot's reads", () => {
  it("starts one read at a time while writes keep moving the version, then reads the newest", async () => {
    const version = createMemoryCatalogueVersion();
    const reads = heldReads();
    const snapshots = createClusterSnapshots({} as Database, version, reads.read);

    expect(await snapshots.current()).toBeNull();
    for (let write = 0; write < 5; write += 1) {
      await version.bump();
      expect(await snapshots.current()).toBeNull();
    }
    expect(reads.started()).toBe(1);

    // The first read was of an old version: the next request starts one read of the newest.
    reads.finishAll();
    await settle();
    expect(await snapshots.current()).toBeNull();
    expect(reads.started()).toBe(2);
    reads.finishAll();
    await settle();
    expect(await snapshots.current()).not.toBeNull();
    expect(reads.started()).toBe(2);
  });

  it("starts another read after one fails", async () => {
    const version = createMemoryCatalogueVersion();
    let calls = 0;
    const snapshots = createClusterSnapshots({} as Database, version, async () => {
      calls += 1;
      if (calls === 1) throw new Error("connection lost");
      return emptySnapshot();
    });
    expect(await snapshots.current()).toBeNull();
    await settle();
    expect(await snapshots.current()).toBeNull();
    await settle();
    expect(await snapshots.current()).not.toBeNull();
    expect(calls).toBe(2);
  });
});
