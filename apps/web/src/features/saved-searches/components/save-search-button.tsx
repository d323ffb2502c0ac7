import type { SavedSearchKind, SavedSearchPath } from "@mp/contracts/saved-search";
import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { BellPlus } from "lucide-react";
import { Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { lazyChunk } from "../../../lib/load-chunk";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import "./saved-searches.css";

// The dialog (its form, zod and react-hook-form) loads when it opens, not with the page.
const SaveSearchDialog = lazyChunk(async () => ({ default: (await import("./save-search-dialog")).SaveSearchDialog }));

type SaveSearchButtonProps = {
  path: SavedSearchPath;
  kind: SavedSearchKind;
  /** The dialog's first name: the words searched, or the page's title. */
  defaultName: string;
};

/** "Save search" on a search or filtered list: saves the page's URL state; a visitor signs in first. */
export function SaveSearchButton({ path, kind, defaultName }: SaveSearchButtonProps) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const content = (
    <>
      <BellPlus aria-hidden="true" />
      Save search
    </>
  );
  if (!isLoggedIn) {
    return (
      <Link
        to={paths.login}
        state={{ from: `${location.pathname}${location.search}` }}
        className={buttonClasses("secondary", "save-search-button")}
        aria-label="Save search: sign in first"
      >
        {content}
      </Link>
    );
  }
  return (
    <>
      <Button variant="secondary" className="save-search-button" onClick={() => setOpen(true)}>
        {content}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            path={path}
            kind={kind}
            search={location.search}
            defaultName={defaultName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
