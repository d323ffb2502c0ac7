import { Images, ListChecks, MapPin, Search, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import "./listing-offer.css";

const benefits = [
  {
    icon: Sparkles,
    title: "Your own page, free",
    text: "Name, description, price, contact details and opening hours, with a cover image.",
  },
  {
    icon: Images,
    title: "A photo gallery",
    text: "Upload several photos at once, caption them and put them in the order you like.",
  },
  {
    icon: ListChecks,
    title: "Details you choose",
    text: "Custom fields such as parking, delivery or year founded, shown on your page.",
  },
  {
    icon: MapPin,
    title: "On the map",
    text: "Add your coordinates and people nearby see you on the map and in “near me” searches.",
  },
  {
    icon: Search,
    title: "Found in search",
    text: "Once published, your listing appears in search and in its subcategory at once.",
  },
] as const;

/** What listing a business or product here gives, said plainly: only what exists today. */
export function ListingOffer({ productName, action }: { productName: string; action?: ReactNode }) {
  return (
    <section className="listing-offer" aria-labelledby="listing-offer-title">
      <h1 id="listing-offer-title" className="listing-offer__title">
        List your business free
      </h1>
      <p className="listing-offer__lead">
        Put your business or your products in front of people browsing {productName}. Fill in the form, preview your
        page, and publish it when it looks right. No fee, no card.
      </p>
      {action}
      <ul className="listing-offer__benefits">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Icon aria-hidden="true" />
            <div>
              <h2>{title}</h2>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <ol className="listing-offer__steps" aria-label="How it works">
        <li>Describe your business or product below.</li>
        <li>Save: you sign in or create a free account, and nothing you typed is lost.</li>
        <li>Preview your page, add photos and details, then publish.</li>
      </ol>
    </section>
  );
}
