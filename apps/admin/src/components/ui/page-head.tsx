import type { ReactNode } from "react";
import "./page-head.css";

/** A page's title, in the display face, with an optional line under it. */
export function PageHead({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <div className="page-head">
      <h1 className="page-head__title">{title}</h1>
      {lead && <p className="page-head__lead">{lead}</p>}
    </div>
  );
}
