import { z } from "zod";

/** The query fields that lists share: their paging and the days they are filtered to. */

const limitField = (size: number, max: number) => z.coerce.number().int().min(1).max(max).default(size);

/**
 * The query fields of a list numbered from 1: `page`, and `limit`, which is `size` when left out
 * and at most `max`. Spread beside the list's own filters.
 */
export function pageQueryFields(size: number, max: number) {
  return { page: z.coerce.number().int().min(1).max(100_000).default(1), limit: limitField(size, max) };
}

/** The query fields of a list read by key: the `cursor` its page starts after, and `limit` as above. */
export function cursorQueryFields(size: number, max: number) {
  return { cursor: z.string().max(200).optional(), limit: limitField(size, max) };
}

const day = z.iso.date({ message: "Use a date like 2026-11-25." });

/** A list's filter by days, both ends included and optional; check their order with `daysInOrder`. */
export const dayRangeFields = { from: day.optional(), to: day.optional() };

/** Whether a query's `from` is on or before its `to` (true when either is left out). */
export const daysInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
