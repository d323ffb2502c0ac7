import { lazyChunk } from "../../../lib/load-chunk";

// The forms (react-hook-form and the contract's zod) load when a signed-in visitor needs one:
// the listing page's first view, rendered on the server, stays without them (decision 030).
export const ReviewForm = lazyChunk(async () => ({ default: (await import("./review-form")).ReviewForm }));
export const ReplyForm = lazyChunk(async () => ({ default: (await import("./reply-form")).ReplyForm }));
