import { Suspense } from "react";
import type { FavouriteTarget } from "../../../lib/favourite-slot";
import { lazyChunk } from "../../../lib/load-chunk";
import { useSession } from "../../../lib/session";
import { HeartButton } from "./heart-button";

// Out of the first view: a visitor's heart only asks them to sign in (decision 030).
const SignedInFavouriteButton = lazyChunk(async () => ({
  default: (await import("./signed-in-favourite-button")).SignedInFavouriteButton,
}));

type FavouriteButtonProps = FavouriteTarget & {
  /** What a signed-out visitor's click does: the app opens the sign-in dialog. */
  onSignInNeeded: () => void;
};

/**
 * A heart that saves the item for the signed-in user, or asks a visitor to sign in. Unpressed on
 * the server and for visitors; a signed-in user's saved ids and the saving load with the session.
 */
export function FavouriteButton({ onSignInNeeded, ...target }: FavouriteButtonProps) {
  const { isLoggedIn, userId } = useSession();
  if (!isLoggedIn || userId === null) return <HeartButton {...target} isPressed={false} onClick={onSignInNeeded} />;
  return (
    <Suspense fallback={<HeartButton {...target} isPressed={false} />}>
      <SignedInFavouriteButton {...target} userId={userId} />
    </Suspense>
  );
}
