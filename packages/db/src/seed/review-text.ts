import type { HoursStyle } from "./catalogue-types.ts";
import type { Random } from "./random.ts";

/** Short review comments: an opening that matches the stars, a detail of the trade, sometimes a closing. */

export type Stars = 1 | 2 | 3 | 4 | 5;

const OPENINGS: Record<Stars, readonly string[]> = {
  5: [
    "Absolutely wonderful.",
    "Could not be happier.",
    "Five stars, easily.",
    "We keep coming back.",
    "Exceeded every expectation.",
    "A real gem.",
    "Best in {town}, hands down.",
    "So glad we found them.",
    "Fantastic from start to finish.",
    "Highly recommend.",
  ],
  4: [
    "Very good overall.",
    "A solid choice.",
    "Good experience.",
    "Would recommend.",
    "Really nice, with one or two small hiccups.",
    "Pleasant and reliable.",
    "Happy with how it went.",
  ],
  3: [
    "It was fine.",
    "Decent, but not amazing.",
    "A mixed experience.",
    "Okay overall.",
    "Some good, some not so good.",
  ],
  2: ["Disappointing.", "Expected more for the price.", "Not great this time.", "Hard to recommend."],
  1: ["Would not go back.", "Very disappointed.", "Not worth it.", "A frustrating experience."],
};

/** What a happy customer of each kind of business mentions. */
const PRAISE: Record<HoursStyle | "appointment", readonly string[]> = {
  restaurant: [
    "The food came out hot and fast.",
    "Generous portions and friendly servers.",
    "Everything on the table was delicious.",
  ],
  cafe: ["Great coffee and a cozy spot to sit.", "The pastries are always fresh.", "The baristas remember my order."],
  bar: ["Great drinks and a relaxed crowd.", "The bartenders know their craft.", "Lovely patio on a warm evening."],
  retail: [
    "Well stocked and fairly priced.",
    "The staff helped me find exactly what I needed.",
    "A lovely shop to browse.",
  ],
  office: ["Clear answers and no surprises on the bill.", "They explained every step.", "Responsive and organized."],
  trades: [
    "Showed up on time and left the place spotless.",
    "Fair quote and quality work.",
    "Fixed the problem the same day.",
  ],
  salon: [
    "My stylist listened to exactly what I wanted.",
    "Relaxing from the moment I walked in.",
    "Booking was easy and they ran on time.",
  ],
  gym: ["Clean equipment and motivating classes.", "The trainers really care.", "Never too crowded."],
  clinic: ["The staff made me feel at ease.", "Short wait and a thorough visit.", "Kind, careful and on time."],
  appointment: [
    "Responsive and professional from start to finish.",
    "They kept me updated at every step.",
    "Worth every penny.",
  ],
};

/** What an unhappy one mentions. */
const COMPLAINTS = [
  "The wait was longer than promised.",
  "Nobody returned my call for a week.",
  "The price went up after we agreed on it.",
  "Service felt rushed.",
  "It took two visits to get it right.",
  "Parking was a pain.",
] as const;

const PRODUCT_LINES: Record<Stars, readonly string[]> = {
  5: [
    "Exactly as described and beautifully made.",
    "Great quality for the price.",
    "Picked it up the same day and love it.",
    "Bought a second one as a gift.",
  ],
  4: ["Good quality, just as pictured.", "Does the job well.", "Nice, though pickup took a while to arrange."],
  3: ["Does the job, but the finish could be better.", "Smaller than I expected.", "Fine for the price."],
  2: ["Not quite as pictured.", "Started to wear out quickly."],
  1: ["Not as pictured at all.", "Broke within a week."],
};

const CLOSINGS = [
  "Thank you!",
  "We will be back.",
  "Tell them we sent you.",
  "Already booked our next visit.",
  "Worth the drive.",
] as const;

export function reviewComment(
  random: Random,
  stars: Stars,
  context: { kind: "business" | "product"; hours: HoursStyle | null; offers: readonly string[]; town: string },
): string {
  const opening = random.pick(OPENINGS[stars]).replace("{town}", context.town);
  if (context.kind === "product") return `${opening} ${random.pick(PRODUCT_LINES[stars])}`;
  const parts = [opening];
  if (stars >= 4) {
    parts.push(
      random.chance(0.35) && context.offers.length > 0
        ? `Really appreciated the ${random.pick(context.offers)}.`
        : random.pick(PRAISE[context.hours ?? "appointment"]),
    );
    if (stars === 5 && random.chance(0.3)) parts.push(random.pick(CLOSINGS));
  } else {
    parts.push(random.pick(COMPLAINTS));
  }
  return parts.join(" ");
}

/** The owner's public answer: thanks to the happy, an apology and an offer to the rest. */
export function ownerReply(random: Random, stars: Stars, authorFirstName: string): string {
  if (stars >= 4) {
    return random.pick([
      `Thank you, ${authorFirstName}! See you again soon.`,
      `Thanks so much for the kind words, ${authorFirstName}.`,
      `We appreciate you, ${authorFirstName}. Thanks for stopping by!`,
    ]);
  }
  return random.pick([
    `Sorry to hear this, ${authorFirstName}. Please give us a call so we can make it right.`,
    `Thank you for the honest feedback, ${authorFirstName}. We are working on it.`,
  ]);
}

/** What a client says of a freelancer after a completed hire. */
export function freelancerReviewComment(random: Random, stars: Stars): string {
  const lines: Record<Stars, readonly string[]> = {
    5: [
      "Delivered ahead of schedule and communicated clearly throughout.",
      "Excellent work. We will hire again.",
      "Understood the brief right away and nailed it.",
      "Professional, fast and easy to work with.",
    ],
    4: [
      "Good work and responsive. A couple of small revisions needed.",
      "Solid result, slightly past the deadline.",
      "Would work with them again.",
    ],
    3: ["The work was fine, but communication was slow.", "Needed more guidance than expected."],
    2: ["Missed the deadline and needed several rounds of fixes."],
    1: ["Did not deliver what we agreed on."],
  };
  return random.pick(lines[stars]);
}
