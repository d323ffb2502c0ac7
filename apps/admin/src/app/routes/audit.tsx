import { PageHead } from "../../components/ui/page-head";
import { AuditPage } from "../../features/audit/components/audit-page";
import { useDocumentTitle } from "../../lib/use-document-title";
import { config } from "../config";

export function AuditRoute() {
  useDocumentTitle(`Audit log · ${config.productName} Admin`);
  return (
    <div className="container">
      <PageHead
        title="Audit log"
        lead="Who did what, to which record, when and from where. Nothing here can be changed."
      />
      <AuditPage />
    </div>
  );
}
