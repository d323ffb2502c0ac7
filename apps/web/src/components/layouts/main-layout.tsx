import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { BottomBar } from "./bottom-bar";
import { Footer, type SocialLinks } from "./footer";
import { Header, type NavEntry } from "./header";
import { useHeaderVariant } from "./layout-handle";
import "./layout.css";

export type SiteLayoutProps = {
  productName: string;
  navigation: readonly NavEntry[];
  socialLinks: SocialLinks;
  /** The header's account area (see Header). */
  account?: ReactNode;
  /** The header's mega menu (see Header). */
  megaMenu?: ReactNode;
  /** Beside the page on wide screens, a "Categories" disclosure above it on narrow ones. */
  sidebar?: ReactNode;
};

/** Header with search, the page (with the sidebar when given), the footer, and the mobile bottom bar. */
export function MainLayout({ productName, navigation, socialLinks, account, megaMenu, sidebar }: SiteLayoutProps) {
  const pageVariant = useHeaderVariant();
  // The overlay header's light text needs the page's dark top across the whole width; a
  // sidebar takes part of that width, so pages with one get the solid header.
  const headerVariant = sidebar ? "solid" : pageVariant;
  const main = (
    <main id="main" tabIndex={-1} className="site-main">
      <Outlet />
    </main>
  );
  return (
    <div className={`site-layout site-layout--${headerVariant}${sidebar ? " site-layout--with-sidebar" : ""}`}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header
        productName={productName}
        navigation={navigation}
        variant={headerVariant}
        account={account}
        megaMenu={megaMenu}
      />
      {sidebar ? (
        <div className="site-body">
          <Sidebar>{sidebar}</Sidebar>
          {main}
        </div>
      ) : (
        main
      )}
      <Footer productName={productName} socialLinks={socialLinks} />
      <BottomBar />
    </div>
  );
}

/** On narrow screens the sidebar folds behind a button; any navigation folds it again. */
function Sidebar({ children }: { children: ReactNode }) {
  const panelId = useId();
  const location = useLocation();
  // Open for the location it was opened at: following one of its links closes it, no effect needed.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.key;

  return (
    <aside className="site-sidebar" aria-label="Categories">
      <button
        type="button"
        className="site-sidebar__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenAt(isOpen ? null : location.key)}
      >
        Categories
        <ChevronDown className="site-sidebar__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className={isOpen ? "site-sidebar__panel is-open" : "site-sidebar__panel"}>
        {children}
      </div>
    </aside>
  );
}
