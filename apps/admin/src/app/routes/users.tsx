import { PageHead } from "../../components/ui/page-head";
import { UsersDirectory } from "../../features/users/components/users-directory";
import { useDocumentTitle } from "../../lib/use-document-title";
import { config } from "../config";

export function UsersRoute() {
  useDocumentTitle(`Users · ${config.productName} Admin`);
  return (
    <div className="container">
      <PageHead title="Users" lead={`Everyone with an account on ${config.productName}: their roles and plans.`} />
      <UsersDirectory />
    </div>
  );
}
