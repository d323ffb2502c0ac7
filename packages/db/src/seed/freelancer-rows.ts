import type { freelancers } from "../schema/freelancers.ts";
import { CATEGORIES } from "./catalogue.ts";
import { demoId } from "./ids.ts";
import { pickCity } from "./places.ts";
import { randomFor } from "./random.ts";
import { inSentence, joinList, shortCity } from "./text.ts";
import { freelancerHires, ratingOf, type FreelancerHire } from "./review-rows.ts";
import { DAY_MS, daysBeforeReference, REFERENCE_DATE } from "./time.ts";
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
 * name it shares, made after that account. Its rating (tenths of a star; none without reviews)
 * and review count are those of its completed hires' reviews (review-rows.ts), which the seed
 * inserts with it.
 */
export function freelancerRow(index: number): NewFreelancer {
  return demoFreelancer(index).row;
}

export function demoFreelancer(index: number): { row: NewFreelancer; hires: FreelancerHire[] } {
  const number = index + 1;
  const account = userRow("freelancer", number);
  const random = randomFor("freelancer", index);
  const category = random.pickWeighted(CATEGORIES, (c) => c.weight);
  const city = pickCity(random).name;
  const skills = random.sample(category.freelancers.skills, random.int(3, 6));
  const [low, high] = category.freelancers.hourlyRate;
  const bio = [
    `Based in ${shortCity(city)}, I have ${random.int(2, 25)} years of experience working with ${random.pick(CLIENTS)}.`,
    `Clients hire me for ${joinList(skills.slice(0, 3).map(inSentence))}.`,
    ...(random.chance(0.6) ? [random.pick(AVAILABILITY).replace("{city}", shortCity(city))] : []),
  ].join(" ");
  const hourlyRateCents = Math.round(random.float(low, high) / 5) * 500;
  const accountAgeDays = (REFERENCE_DATE.getTime() - (account.createdAt ?? REFERENCE_DATE).getTime()) / DAY_MS;
  const createdAt = daysBeforeReference(Math.min(random.float(0, 365), accountAgeDays - 1));
  const hires = freelancerHires(index, demoUserId("freelancer", number), createdAt);
  const row: NewFreelancer = {
    id: demoId("freelancer", index),
    userId: demoUserId("freelancer", number),
    categoryId: demoId("category", category.slug),
    fullName: account.name,
    headline: random.pick(category.freelancers.headlines),
    bio,
    skills,
    hourlyRateCents,
    location: city,
    ...ratingOf(hires),
    createdAt,
    updatedAt: createdAt,
  };
  return { row, hires };
}
