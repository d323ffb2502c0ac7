import type { ListingDetail } from "@mp/contracts/listing";
import { useIsClient } from "../../../lib/use-is-client";

const dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
// Monday first, as a week reads on a shop door.
const dayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

type OpeningHoursProps = { hours: NonNullable<ListingDetail["openingHours"]>; today?: number };

/** The week's opening hours, today's row marked. A day without spans is closed. */
export function OpeningHours({ hours, today: givenToday }: OpeningHoursProps) {
  // The visitor's weekday is the browser's to know: none is marked in the server's page.
  const isClient = useIsClient();
  const today = givenToday ?? (isClient ? new Date().getDay() : null);
  return (
    <table className="opening-hours">
      <caption className="visually-hidden">Opening hours</caption>
      <tbody>
        {dayOrder.map((day) => {
          const spans = hours[String(day) as keyof typeof hours] ?? [];
          const isToday = day === today;
          return (
            <tr key={day} className={isToday ? "is-today" : undefined} aria-current={isToday ? "date" : undefined}>
              <th scope="row">
                {dayNames[day]}
                {isToday && <span className="opening-hours__today"> (today)</span>}
              </th>
              <td>{spans.length ? spans.map((span) => `${span.open}–${span.close}`).join(", ") : "Closed"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
