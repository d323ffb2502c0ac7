import type { ReactNode } from "react";
import { PageHead } from "../../components/ui/page-head";
import { useDocumentTitle } from "../../lib/use-document-title";
import { config } from "../config";

type Props = { title: string; lead: string; children: ReactNode };

/** A section of the panel: its name on the tab and as the heading, a line under it, then the feature. */
export function SectionPage({ title, lead, children }: Props) {
  useDocumentTitle(`${title} · ${config.productName} Admin`);
  return (
    <div className="container">
      <PageHead title={title} lead={lead} />
      {children}
    </div>
  );
}
