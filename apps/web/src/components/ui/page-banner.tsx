import type { ReactNode } from "react";
import "./page-banner.css";

type PageBannerProps = { title: ReactNode; lead?: ReactNode; children?: ReactNode };

/** The dark title band at the top of a page without a hero; the overlay header sits on it. */
export function PageBanner({ title, lead, children }: PageBannerProps) {
  return (
    <div className="page-banner on-dark">
      <div className="container">
        <h1 className="page-banner__title">{title}</h1>
        {lead && <p className="page-banner__lead">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
