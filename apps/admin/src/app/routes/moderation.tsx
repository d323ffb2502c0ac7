import { ModerationPage } from "../../features/moderation/components/moderation-page";
import { siteHomeUrl } from "../config";
import { SectionPage } from "./section-page";

export function ModerationRoute() {
  return (
    <SectionPage
      title="Moderation"
      lead="Reports from visitors, one entry per item. Hide what breaks the rules (the owner reads your note), dismiss the rest."
    >
      <ModerationPage siteUrl={siteHomeUrl} />
    </SectionPage>
  );
}
