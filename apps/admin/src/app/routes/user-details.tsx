import { useParams } from "react-router";
import { UserDetails } from "../../features/users/components/user-details";
import { useDocumentTitle } from "../../lib/use-document-title";
import { config } from "../config";
import { useSignedInAdmin } from "../use-signed-in-admin";

/** `/users/:id`: one account, its sections and the actions the signed-in admin may take. */
export function UserDetailsRoute() {
  const { id = "" } = useParams();
  const me = useSignedInAdmin();
  useDocumentTitle(`User · ${config.productName} Admin`);
  return (
    <div className="container">
      <UserDetails key={id} id={id} me={me} />
    </div>
  );
}
