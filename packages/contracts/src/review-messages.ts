// No zod here: the product page's first view shows these texts without loading the validation library.
/** Reviews of listings: a signed-in person rates a listing (1–5) with a comment, once; its owner answers once. */
export const LISTING_REVIEW_COMMENT_MIN = 10;
export const LISTING_REVIEW_COMMENT_MAX = 2_000;
export const LISTING_REVIEW_REPLY_MAX = 1_000;
export const LISTING_REVIEW_PAGE_SIZE = 5;
export const LISTING_REVIEW_MAX_PAGE_SIZE = 20;

/** Every message the review routes answer with, word for word, for the server and the site alike. */
export const reviewMessages = {
  listingNotFound: "Listing not found.",
  reviewNotFound: "Review not found.",
  ownListing: "You cannot review your own listing.",
  reviewedTwice: "You have already reviewed this listing. Edit your review instead.",
  alreadyReplied: "This review already has your reply.",
  throttled: "You have written many reviews in a short time. Please try again later.",
  writesThrottled: "You have changed reviews many times in a short time. Please try again later.",
  rating: "Choose a rating from 1 to 5.",
  commentLength: `The comment must be ${LISTING_REVIEW_COMMENT_MIN} to ${LISTING_REVIEW_COMMENT_MAX} characters.`,
  replyLength: `The reply must be 1 to ${LISTING_REVIEW_REPLY_MAX} characters.`,
  posted: "Thank you for your review.",
  updated: "Your review is saved.",
  deleted: "Your review is deleted.",
  replied: "Your reply is published.",
} as const;
