import { Button, buttonClasses } from "@mp/ui/components/button.tsx";
import { Handshake } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session";
import { HireDialog } from "./hire-dialog";

type HireButtonProps = { freelancerUserId: string; freelancerName: string; className?: string };

/**
 * "Hire" on a freelancer's public page and result cards: opens the hiring request dialog; a
 * visitor is asked to sign in first, and a freelancer is not offered to hire themselves.
 */
export function HireButton({ freelancerUserId, freelancerName, className }: HireButtonProps) {
  const { isLoggedIn, userId } = useSession();
  const [open, setOpen] = useState(false);
  if (userId === freelancerUserId) return null;
  if (!isLoggedIn) {
    return (
      <Link to={paths.login} className={buttonClasses("primary", className)}>
        <Handshake aria-hidden="true" />
        Sign in to hire
      </Link>
    );
  }
  return (
    <>
      <Button className={className} onClick={() => setOpen(true)} aria-label={`Hire ${freelancerName}`}>
        <Handshake aria-hidden="true" />
        Hire
      </Button>
      {open && (
        <HireDialog
          freelancerUserId={freelancerUserId}
          freelancerName={freelancerName}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
