import { useAuthDialog } from "../features/auth/auth-dialog-context";
import { FavouriteButton } from "../features/favourites/components/favourite-button";
import type { FavouriteTarget } from "../lib/favourite-slot";

/** The site's heart for every card and page (lib/favourite-slot): a visitor's click opens the sign-in dialog. */
export function AppFavouriteButton(props: FavouriteTarget) {
  const { openAuthDialog } = useAuthDialog();
  return <FavouriteButton {...props} onSignInNeeded={() => openAuthDialog("login")} />;
}

/** What the root puts into the favourite slot. */
export const renderFavouriteButton = (target: FavouriteTarget) => <AppFavouriteButton {...target} />;
