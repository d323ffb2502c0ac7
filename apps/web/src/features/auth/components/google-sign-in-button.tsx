import { useEffect, useRef, useState } from "react";
import { loadGoogleIdentity } from "../social-sdk";

type GoogleSignInButtonProps = { clientId: string; onCredential: (credential: string) => void };

/** Google's own button (Google Identity Services draws it); the ID token credential goes to `onCredential`. */
export function GoogleSignInButton({ clientId, onCredential }: GoogleSignInButtonProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onCredentialRef = useRef(onCredential);
  const [isUnavailable, setIsUnavailable] = useState(false);

  useEffect(() => {
    onCredentialRef.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let isCancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        const container = containerRef.current;
        if (isCancelled || !container) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) onCredentialRef.current(credential);
          },
        });
        google.accounts.id.renderButton(container, {
          type: "standard",
          theme: "outline",
          size: "large",
          shape: "pill",
          text: "continue_with",
          width: Math.min(container.clientWidth || 320, 400),
        });
      })
      .catch(() => {
        if (!isCancelled) setIsUnavailable(true);
      });
    return () => {
      isCancelled = true;
    };
  }, [clientId]);

  if (isUnavailable) return <p className="social-sign-in__unavailable">Google sign-in is unavailable right now.</p>;
  return <div ref={containerRef} className="social-sign-in__google" data-testid="google-sign-in" />;
}
