import { Button } from "@mp/ui/components/button.tsx";
import { MessageCircleQuestion } from "lucide-react";
import { Suspense, useState } from "react";
import { lazyChunk } from "../../../lib/load-chunk";
import { useSession } from "../../../lib/session";

// The dialog (its form and zod) loads when it opens: the listing page's first view stays small.
const AskQuestionDialog = lazyChunk(async () => ({
  default: (await import("./ask-question-dialog")).AskQuestionDialog,
}));

export type AskQuestionButtonProps = {
  listingId: string;
  listingName: string;
  vendorId: string;
  vendorName: string;
  /** A visitor who is not signed in: the page opens its sign-in dialog. */
  onSignInNeeded: () => void;
};

/** "Ask a question" on a listing's page: a dialog to message its vendor; a visitor signs in first; the vendor sees nothing. */
export function AskQuestionButton({
  listingId,
  listingName,
  vendorId,
  vendorName,
  onSignInNeeded,
}: AskQuestionButtonProps) {
  const { isLoggedIn, userId } = useSession();
  const [open, setOpen] = useState(false);
  if (userId === vendorId) return null;
  const content = (
    <>
      <MessageCircleQuestion aria-hidden="true" /> Ask a question
    </>
  );
  return (
    <>
      <Button variant="secondary" onClick={() => (isLoggedIn ? setOpen(true) : onSignInNeeded())}>
        {content}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AskQuestionDialog
            listingId={listingId}
            listingName={listingName}
            vendorName={vendorName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
