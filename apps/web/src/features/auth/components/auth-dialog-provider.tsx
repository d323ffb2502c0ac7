import { Suspense, useCallback, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { AuthDialogContext, type AuthDialogOptions, type AuthDialogState, type AuthView } from "../auth-dialog-context";
import type { SocialConfig } from "../social-config";
import "./auth-dialog-provider.css";
import { lazyChunk } from "../../../lib/load-chunk";

// The forms, their validation and the social SDK glue load on first use, out of the first view.
const loadAuthDialogs = () => import("./auth-dialogs");
const AuthDialogs = lazyChunk(async () => ({ default: (await loadAuthDialogs()).AuthDialogs }));

/** Starts fetching the dialogs' code, e.g. when the pointer reaches "Sign in". */
export function preloadAuthDialogs(): void {
  void loadAuthDialogs();
}

type AuthDialogProviderProps = {
  social: SocialConfig;
  Terms: ComponentType;
  children: ReactNode;
};

const noOptions: AuthDialogOptions = {};

/** Owns which auth dialog is open; the header, the guard and the dialog routes open them through it. */
export function AuthDialogProvider({ social, Terms, children }: AuthDialogProviderProps) {
  const [open, setOpen] = useState<{ view: AuthView; options: AuthDialogOptions } | null>(null);
  const openAuthDialog = useCallback((view: AuthView, options: AuthDialogOptions = noOptions) => {
    setOpen({ view, options });
  }, []);
  const closeAuthDialog = useCallback(() => setOpen(null), []);
  const state = useMemo<AuthDialogState>(
    () => ({ view: open?.view ?? null, options: open?.options ?? noOptions, openAuthDialog, closeAuthDialog }),
    [open, openAuthDialog, closeAuthDialog],
  );

  return (
    <AuthDialogContext value={state}>
      {children}
      {open && (
        <Suspense
          fallback={
            <div className="auth-dialog-loading" role="status">
              <span className="visually-hidden">Loading…</span>
            </div>
          }
        >
          <AuthDialogs
            view={open.view}
            options={open.options}
            social={social}
            Terms={Terms}
            onSwitch={openAuthDialog}
            onClose={closeAuthDialog}
          />
        </Suspense>
      )}
    </AuthDialogContext>
  );
}
