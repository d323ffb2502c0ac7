import { ChevronDown, CircleUserRound } from "lucide-react";
import { Suspense, useId, useState } from "react";
import type { Session } from "../../../lib/session";
import { useDisclosure } from "../../../lib/use-disclosure";
import "../../../components/layouts/header-pill.css";
import "./account-menu.css";
import { lazyChunk } from "../../../lib/load-chunk";

// The panel (tabs, rows, plan, admin hand-over) and the logout confirmation load on first open.
const loadPanel = () => import("./account-panel");
const AccountPanel = lazyChunk(async () => ({ default: (await loadPanel()).AccountPanel }));
const LogoutDialog = lazyChunk(async () => ({ default: (await import("./logout-dialog")).LogoutDialog }));

type AccountMenuProps = { session: Session & { userId: string }; adminUrl: string };

/** The logged-in header's "My Account" dropdown (spec section 2). */
export function AccountMenu({ session, adminUrl }: AccountMenuProps) {
  const { isOpen, setIsOpen, buttonRef, rootProps, buttonProps } = useDisclosure();
  const [isConfirmingLogout, setIsConfirmingLogout] = useState(false);
  const panelId = useId();

  return (
    <>
      <div {...rootProps} className="account-menu">
        <button
          {...buttonProps}
          className="header-pill account-menu__button"
          aria-controls={panelId}
          onPointerEnter={() => void loadPanel()}
        >
          <CircleUserRound aria-hidden="true" />
          <span className="account-menu__label">My Account</span>
          <ChevronDown aria-hidden="true" className="account-menu__chevron" />
        </button>
        {isOpen && (
          <Suspense
            fallback={
              <div id={panelId} className="account-panel account-panel--loading" role="status">
                Loading your account…
              </div>
            }
          >
            <AccountPanel
              id={panelId}
              session={session}
              adminUrl={adminUrl}
              onNavigate={() => setIsOpen(false)}
              onLogout={() => {
                setIsOpen(false);
                setIsConfirmingLogout(true);
              }}
            />
          </Suspense>
        )}
      </div>
      {isConfirmingLogout && (
        <Suspense fallback={null}>
          <LogoutDialog
            adminUrl={adminUrl}
            onCancel={() => {
              setIsConfirmingLogout(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
