import type { freelancers } from "../schema/freelancers.ts";
import { CATEGORIES } from "./catalogue.ts";
import { demoId } from "./ids.ts";
import { pickCity } from "./places.ts";
import { randomFor } from "./random.ts";
import { inSentence, joinList, shortCity } from "./text.ts";
import { daysBeforeReference } from "./time.ts";
import { demoUserId, userRow } from "./user-rows.ts";

export type NewFreelancer = typeof freelancers.$inferInsert;

const CLIENTS = [
  "small businesses",
  "families",
  "local shops and restaurants",
  "startups",
  "nonprofits",
  "busy professionals",
];
const AVAILABILITY = [
  "I am available for remote work and for on-site projects in {city}.",
  "Most projects can start within a week.",
  "I reply to every message within one business day.",
  "References are available on request.",
] as const;

/**
 * Freelancer profile `index` (0-based), owned by demo account freelancer{index + 1}, whose
 * name it shares. Ratings are tenths of a star; a profile without reviews has no rating.
 */
export function freelancerRow(index: number): NewFreelancer {
  const number = index + 1;
  const random = randomFor("freelancer", index);
  const category = random.pickWeighted(CATEGORIES, (c) => c.weight);
  const city = pickCity(random).name;
  const skills = random.sample(category.freelancers.skills, random.int(3, 6));
  const [low, high] = category.freelancers.hourlyRate;
  const reviewCount = Math.floor(Math.exp(random.float(0, Math.log(320)))) - 1;
  // Most ratings on marketplaces sit between four and five stars.
  const ratingTenths = reviewCount === 0 ? 0 : 50 - Math.floor(random.next() ** 2 * 14);
  const bio = [
    `Based in ${shortCity(city)}, I have ${random.int(2, 25)} years of experience working with ${random.pick(CLIENTS)}.`,
    `Clients hire me for ${joinList(skills.slice(0, 3).map(inSentence))}.`,
    ...(random.chance(0.6) ? [random.pick(AVAILABILITY).replace("{city}", shortCity(city))] : []),
  ].join(" ");
  return {
    id: demoId("freelancer", index),
    userId: demoUserId("freelancer", number),
    categoryId: demoId("category", category.slug),
    fullName: userRow("freelancer", number).name,
    headline: random.pick(category.freelancers.headlines),
    bio,
    skills,
    hourlyRateCents: Math.round(random.float(low, high) / 5) * 500,
    location: city,
    ratingTenths,
    reviewCount,
    createdAt: daysBeforeReference(random.float(0, 365)),
  };
}
