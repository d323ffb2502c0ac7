import type { OpeningHours } from "../schema/listings.ts";
import type { HoursStyle } from "./catalogue-types.ts";
import type { Random } from "./random.ts";

type Day = keyof OpeningHours;
type Span = { open: string; close: string };

const MONDAY_TO_FRIDAY: Day[] = ["1", "2", "3", "4", "5"];
const SATURDAY: Day = "6";
const SUNDAY: Day = "0";

/**
 * A realistic weekly schedule for a kind of business, with a little variety between
 * businesses of the same kind. No span crosses midnight, so "open now" stays a simple check.
 */
export function composeOpeningHours(random: Random, style: HoursStyle): OpeningHours {
  const hours: OpeningHours = {};
  const set = (days: Day[], ...spans: Span[]) => {
    for (const day of days) hours[day] = spans;
  };
  switch (style) {
    case "restaurant": {
      const days: Day[] = random.chance(0.6) ? ["0", "2", "3", "4", "5", "6"] : ["0", "1", "2", "3", "4", "5", "6"];
      const dinner = span(random.pick(["17:00", "17:30"]), random.pick(["21:30", "22:00"]));
      if (random.chance(0.4)) set(days, span("11:30", "14:30"), dinner);
      else set(days, span(random.pick(["11:00", "11:30"]), dinner.close));
      set(["5", "6"], span(random.pick(["11:00", "11:30"]), "23:00"));
      break;
    }
    case "cafe":
      set(
        [...MONDAY_TO_FRIDAY, SATURDAY],
        span(random.pick(["06:00", "06:30", "07:00"]), random.pick(["14:00", "15:00", "16:00"])),
      );
      if (random.chance(0.8)) set([SUNDAY], span("08:00", random.pick(["13:00", "14:00"])));
      break;
    case "bar":
      set(["0", "1", "2", "3", "4"], span(random.pick(["15:00", "16:00", "17:00"]), random.pick(["22:00", "23:00"])));
      set(["5", "6"], span(random.pick(["12:00", "14:00"]), random.pick(["23:00", "23:30"])));
      break;
    case "retail":
      set(
        [...MONDAY_TO_FRIDAY, SATURDAY],
        span(random.pick(["09:00", "10:00"]), random.pick(["18:00", "19:00", "20:00"])),
      );
      if (random.chance(0.7)) set([SUNDAY], span(random.pick(["11:00", "12:00"]), random.pick(["17:00", "18:00"])));
      break;
    case "office":
      set(MONDAY_TO_FRIDAY, span(random.pick(["08:30", "09:00"]), random.pick(["17:00", "17:30", "18:00"])));
      if (random.chance(0.25)) set([SATURDAY], span("10:00", "14:00"));
      break;
    case "trades":
      set(MONDAY_TO_FRIDAY, span(random.pick(["07:00", "07:30", "08:00"]), random.pick(["17:00", "18:00"])));
      if (random.chance(0.5)) set([SATURDAY], span("08:00", random.pick(["12:00", "14:00"])));
      break;
    case "salon":
      set(["2", "3", "4", "5", "6"], span(random.pick(["09:00", "10:00"]), random.pick(["18:00", "19:00"])));
      set(["4"], span(random.pick(["09:00", "10:00"]), "20:00"));
      if (random.chance(0.4)) set([SUNDAY], span("11:00", "16:00"));
      break;
    case "gym":
      set(MONDAY_TO_FRIDAY, span(random.pick(["05:00", "05:30", "06:00"]), random.pick(["21:00", "22:00"])));
      set([SATURDAY, SUNDAY], span(random.pick(["07:00", "08:00"]), random.pick(["18:00", "20:00"])));
      break;
    case "clinic":
      set(MONDAY_TO_FRIDAY, span(random.pick(["08:00", "08:30"]), "17:00"));
      set([random.pick(MONDAY_TO_FRIDAY)], span("08:00", "19:00"));
      if (random.chance(0.35)) set([SATURDAY], span("09:00", "13:00"));
      break;
  }
  return hours;
}

function span(open: string, close: string): Span {
  return { open, close };
}
