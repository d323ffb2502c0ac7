import { UsersDirectory } from "../../features/users/components/users-directory";
import { config } from "../config";
import { SectionPage } from "./section-page";

export function UsersRoute() {
  return (
    <SectionPage title="Users" lead={`Everyone with an account on ${config.productName}: their roles and plans.`}>
      <UsersDirectory />
    </SectionPage>
  );
}
