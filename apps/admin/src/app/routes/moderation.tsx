import { PageHead } from "../../components/ui/page-head";
import { ModerationPage } from "../../features/moderation/components/moderation-page";
import { useDocumentTitle } from "../../lib/use-document-title";
import { config, siteHomeUrl } from "../config";

export function ModerationRoute() {
  useDocumentTitle(`Moderation · ${config.productName} Admin`);
  return (
    <div className="container">
      <PageHead
        title="Moderation"
        lead="Reports from visitors, one entry per item. Hide what breaks the rules (the owner reads your note), dismiss the rest."
      />
      <ModerationPage siteUrl={siteHomeUrl} />
    </div>
  );
}
