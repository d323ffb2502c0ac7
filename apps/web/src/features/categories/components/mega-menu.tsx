import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import "./mega-menu.css";

// The panel and its data code load on first open, keeping them out of the first view.
const MegaMenuPanel = lazy(() => import("./mega-menu-panel"));

/** The header's "Explore Category" entry: a disclosure button opening the category mega menu. */
export function MegaMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [isOpen]);

  function close({ returnFocus }: { returnFocus: boolean }) {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  return (
    <div
      ref={rootRef}
      className="mega-menu"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !isOpen) return;
        // The small-screen menu around it closes on Escape too; this Escape is ours.
        event.stopPropagation();
        close({ returnFocus: true });
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__link mega-menu__trigger"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        Explore Category
        <ChevronDown aria-hidden="true" className="mega-menu__chevron" />
      </button>
      {isOpen && (
        <div id={panelId} className="mega-menu__panel" role="region" aria-label="Category menu">
          <Suspense fallback={<p className="mega-menu__note">Loading...</p>}>
            <MegaMenuPanel onNavigate={() => close({ returnFocus: false })} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
