import { ChevronDown } from "lucide-react";
import { Suspense, useId } from "react";
import { useDisclosure } from "../../../lib/use-disclosure";
import "./mega-menu.css";
import { lazyChunk } from "../../../lib/load-chunk";

// The panel and its data code load on first open, keeping them out of the first view.
const MegaMenuPanel = lazyChunk(() => import("./mega-menu-panel"));

/** The header's "Explore Category" entry: a disclosure button opening the category mega menu. */
export function MegaMenu() {
  const { isOpen, close, rootProps, buttonProps } = useDisclosure();
  const panelId = useId();

  return (
    <div {...rootProps} className="mega-menu">
      <button
        {...buttonProps}
        className="site-nav__link mega-menu__trigger"
        aria-controls={isOpen ? panelId : undefined}
      >
        Explore Category
        <ChevronDown aria-hidden="true" className="mega-menu__chevron" />
      </button>
      {isOpen && (
        <div id={panelId} className="mega-menu__panel" role="region" aria-label="Category menu">
          <Suspense fallback={<p className="mega-menu__note">Loading...</p>}>
            <MegaMenuPanel
              onNavigate={() => close({ returnFocus: false })}
              onClose={() => close({ returnFocus: true })}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
