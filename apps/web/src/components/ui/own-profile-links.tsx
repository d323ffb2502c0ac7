import { Link } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";

/** The owner's ways from their profile: Edit profile (where they may edit it, `editPath`) and View public page. */
export function OwnProfileLinks({ editPath, publicUrl }: { editPath: string | null; publicUrl: string }) {
  return (
    <>
      {editPath && (
        <Link to={editPath} className={buttonClasses("primary", undefined)}>
          Edit profile
        </Link>
      )}
      <Link to={publicUrl} className={buttonClasses("secondary", undefined)}>
        View public page
      </Link>
    </>
  );
}
