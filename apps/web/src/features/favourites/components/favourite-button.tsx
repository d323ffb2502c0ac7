import { Heart } from "lucide-react";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import type { FavouriteTarget } from "../../../lib/favourite-slot";
import { useSession } from "../../../lib/session";
import { useIsSaved } from "../api/saved-ids";
import { useToggleFavourite } from "../api/toggle-favourite";
import "./favourite-button.css";

type FavouriteButtonProps = FavouriteTarget & {
  /** What a signed-out visitor's click does: the app opens the sign-in dialog. */
  onSignInNeeded: () => void;
};

/**
 * A heart that saves the item for the signed-in user, or asks a visitor to sign in. It shows the
 * change at once and takes it back (with a toast) if the server refuses. Unpressed on the server.
 */
export function FavouriteButton({ type, id, name, look = "overlay", onSignInNeeded }: FavouriteButtonProps) {
  const { isLoggedIn } = useSession();
  const isSaved = useIsSaved(type, id);
  const toggle = useToggleFavourite(type, id);
  const isPressed = isLoggedIn && (toggle.isPending ? toggle.variables : isSaved);
  const className =
    look === "button"
      ? buttonClasses("secondary", "favourite-button favourite-button--button")
      : `favourite-button favourite-button--${look}`;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={isPressed}
      aria-label={isPressed ? `Remove ${name} from saved` : `Save ${name}`}
      onClick={() => (isLoggedIn ? toggle.mutate(!isPressed) : onSignInNeeded())}
    >
      <Heart aria-hidden="true" className="favourite-button__heart" />
      {look === "button" && (isPressed ? "Saved" : "Save")}
    </button>
  );
}
