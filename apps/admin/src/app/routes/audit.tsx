import { AuditPage } from "../../features/audit/components/audit-page";
import { SectionPage } from "./section-page";

export function AuditRoute() {
  return (
    <SectionPage
      title="Audit log"
      lead="Who did what, to which record, when and from where. Nothing here can be changed."
    >
      <AuditPage />
    </SectionPage>
  );
}
