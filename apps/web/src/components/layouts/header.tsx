import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { NAV_SCROLL_THRESHOLD_PX, useScrolledPast } from "../../lib/use-scrolled-past";
import { paths } from "../../lib/paths";
import { LogoMark } from "@mp/ui/components/logo-mark.tsx";
import { SearchForm } from "../search/search-form";
import { headerSearchId } from "../search/search-targets";
import "./header.css";
import "./header-small-screens.css";

/** A link, or a menu of its own (the Directory dropdown) that the entry renders in its place. */
export type NavEntry = { label: string; to: string } | { label: string; menu: ReactNode };

/** "solid": dark navy from the top. "overlay": transparent over the page's hero until scrolled. */
export type HeaderVariant = "overlay" | "solid";

type HeaderProps = {
  productName: string;
  navigation: readonly NavEntry[];
  variant: HeaderVariant;
  /** Register and Sign in, or the My Account menu: the app composes it from the session. */
  account?: ReactNode;
  /** The "Explore Category" mega menu, first in the menu: the app composes it from the categories feature. */
  megaMenu?: ReactNode;
};

export function Header({ productName, navigation, variant, account, megaMenu }: HeaderProps) {
  const isScrolled = useScrolledPast();
  const classes = ["site-header", `site-header--${variant}`, "on-dark"];
  if (isScrolled) classes.push("is-scrolled");

  return (
    <header className={classes.join(" ")}>
      <div className="container site-header__bar">
        <Link to={paths.home} className="site-header__brand">
          <LogoMark className="site-header__mark" />
          <span>{productName}</span>
        </Link>
        {(navigation.length > 0 || megaMenu) && <MainMenu entries={navigation} megaMenu={megaMenu} />}
        <div className="site-header__search">
          <SearchForm id={headerSearchId} label="Search" placeholder="Search…" variant="compact" target="search" />
        </div>
        {/* Phones open this search from the bottom bar's Search (issue 16: it leaves the brand room). */}
        {account && <div className="site-header__account">{account}</div>}
      </div>
    </header>
  );
}

/** The menu: inline on wide screens, behind a "Menu" button on small ones. */
function MainMenu({ entries, megaMenu }: { entries: readonly NavEntry[]; megaMenu?: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const isNudged = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  // Any navigation (a mega menu link included) folds the small-screen menu away.
  const location = useLocation();
  const [shownKey, setShownKey] = useState(location.key);
  if (location.key !== shownKey) {
    setShownKey(location.key);
    setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [isOpen]);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className={isNudged ? "site-nav is-scrolled" : "site-nav"}
      onKeyDown={(event) => {
        if (event.key === "Escape" && isOpen) {
          setIsOpen(false);
          navRef.current?.querySelector("button")?.focus();
        }
      }}
    >
      <button
        type="button"
        className="site-header__icon-button site-nav__toggle"
        aria-expanded={isOpen}
        aria-controls="site-menu"
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span className="visually-hidden">Menu</span>
      </button>
      <ul id="site-menu" className={isOpen ? "site-nav__list is-open" : "site-nav__list"}>
        {megaMenu && <li>{megaMenu}</li>}
        {entries.map((entry) => (
          <li key={entry.label}>
            {"menu" in entry ? (
              entry.menu
            ) : (
              <Link to={entry.to} className="site-nav__link" onClick={() => setIsOpen(false)}>
                {entry.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
