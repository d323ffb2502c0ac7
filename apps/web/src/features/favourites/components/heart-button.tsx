import { Heart } from "lucide-react";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import type { FavouriteTarget } from "../../../lib/favourite-slot";
import "./favourite-button.css";

type HeartButtonProps = Pick<FavouriteTarget, "name" | "look"> & {
  isPressed: boolean;
  /** None while a signed-in user's heart loads: a press then would be lost. */
  onClick?: () => void;
};

/** The heart as drawn: outlined, or filled when the item is saved; the label says what a press does. */
export function HeartButton({ name, look = "overlay", isPressed, onClick }: HeartButtonProps) {
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
      onClick={onClick}
      disabled={!onClick}
    >
      <Heart aria-hidden="true" className="favourite-button__heart" />
      {look === "button" && (isPressed ? "Saved" : "Save")}
    </button>
  );
}
