import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { hasPage } from "../../lib/pages";
import { useSession } from "../../lib/session";
import { useDisclosure } from "../../lib/use-disclosure";
import { directoryEntries, isDirectoryEntryDisabled } from "./directory-entries";
import "./directory-menu.css";

/**
 * The Directory dropdown. It lists only entries whose page exists and renders nothing until
 * one does, so the header can carry it before the registration and hiring pages arrive.
 */
export function DirectoryMenu() {
  const { isLoggedIn, user } = useSession();
  const { isOpen, setIsOpen, rootProps, buttonProps } = useDisclosure();
  const listId = useId();
  const entries = directoryEntries.filter((entry) => hasPage(entry.to));
  const viewer = { isLoggedIn, roles: user?.AddtionalRole ?? [] };

  if (entries.length === 0) return null;
  return (
    <div {...rootProps} className="directory-menu">
      <button {...buttonProps} className="site-nav__link directory-menu__button" aria-controls={listId}>
        Directory
        <ChevronDown aria-hidden="true" />
      </button>
      {isOpen && (
        <ul id={listId} className="directory-menu__list">
          {entries.map((entry) => (
            <li key={entry.to}>
              {isDirectoryEntryDisabled(entry, viewer) ? (
                <span className="directory-menu__item is-disabled" aria-disabled="true">
                  {entry.label}
                </span>
              ) : (
                <Link to={entry.to} className="directory-menu__item" onClick={() => setIsOpen(false)}>
                  {entry.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
