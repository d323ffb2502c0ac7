import type { ThrottleRule } from "../../lib/throttle.ts";

/** Messages one user may send per minute, all conversations together. */
export const sendRule: ThrottleRule = { name: "message-send", max: 30, windowMs: 60_000 };
