import { ChevronDown } from "lucide-react";
import { Suspense, useId, useState, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { HydrationMark } from "../../lib/hydration-mark";
import { useHeaderVariant } from "./layout-handle";
import { SiteFrame, type SiteLayoutProps } from "./site-frame";

/** Header with search, the page (with the sidebar when given), the footer, and the mobile bottom bar. */
export function MainLayout({ sidebar, ...frame }: SiteLayoutProps) {
  const pageVariant = useHeaderVariant();
  // The overlay header's light text needs the page's dark top across the whole width; a
  // sidebar takes part of that width, so pages with one get the solid header.
  const headerVariant = sidebar ? "solid" : pageVariant;
  const main = (
    <main id="main" tabIndex={-1} className="site-main">
      {/* A boundary, so that a server-rendered page hydrates after the frame, in slices that yield
          to the browser (React's selective hydration), not in one long task (issue 14). */}
      <Suspense fallback={null}>
        <Outlet />
        <HydrationMark />
      </Suspense>
    </main>
  );
  return (
    <SiteFrame
      {...frame}
      className={`site-layout site-layout--${headerVariant}${sidebar ? " site-layout--with-sidebar" : ""}`}
      headerVariant={headerVariant}
    >
      {sidebar ? (
        <div className="site-body">
          <Sidebar>{sidebar}</Sidebar>
          {main}
        </div>
      ) : (
        main
      )}
    </SiteFrame>
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
