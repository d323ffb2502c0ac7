import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";
import { hasPage } from "../../lib/pages";

type RegisterFirstProps = {
  title: string;
  role: "Client" | "Freelancer";
  registerPath: string;
  icon?: ReactNode;
  children: ReactNode;
};

/** What an account without `role` sees instead of a form: why, and the way to register when the site has it. */
export function RegisterFirst({ title, role, registerPath, icon, children }: RegisterFirstProps) {
  return (
    <StatusMessage
      tone="neutral"
      icon={icon}
      title={title}
      action={
        hasPage(registerPath) ? (
          <Link to={registerPath} className={buttonClasses("primary", undefined)}>
            {`Register as a ${role}`}
          </Link>
        ) : undefined
      }
    >
      {children}
    </StatusMessage>
  );
}
