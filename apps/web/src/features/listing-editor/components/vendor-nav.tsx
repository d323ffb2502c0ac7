import { NavLink } from "react-router";
import { hasPage } from "../../../lib/pages";
import "./vendor-nav.css";

/** The vendor's own pages, in the order a vendor goes through them. */
const sections = [
  { label: "View Business", to: "/vendorproducts" },
  { label: "Business funnel", to: "/businessfunnel" },
  { label: "Business profile", to: "/profile" },
  { label: "Banner ads", to: "/bannerads" },
  { label: "Feature ads", to: "/featureads" },
] as const;

/**
 * Tabs between the vendor's list pages. A section appears only once its page exists
 * (lib/pages.ts), and the current one is marked for screen readers as well as by its look.
 */
export function VendorNav() {
  const present = sections.filter((section) => hasPage(section.to));
  if (present.length < 2) return null;
  return (
    <nav className="vendor-nav" aria-label="Your business">
      <ul className="vendor-nav__list">
        {present.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end className="vendor-nav__link">
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
