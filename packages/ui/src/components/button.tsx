import { LoaderCircle } from "lucide-react";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import "./button.css";

type Variant = "primary" | "secondary" | "ghost" | "danger";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  /** Shows a spinner and blocks further clicks while the action runs; pass the busy label as children. */
  isBusy?: boolean;
};

export function Button({
  variant = "primary",
  className,
  type = "button",
  isBusy,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, className)}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...props}
    >
      {isBusy && <LoaderCircle aria-hidden="true" className="button__spinner" />}
      {children}
    </button>
  );
}

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant; href: string };

/** A link that looks like a button, for a way out to another origin. In-app links use buttonClasses. */
export function ButtonLink({ variant = "primary", className, ...props }: ButtonLinkProps) {
  return <a className={buttonClasses(variant, className)} {...props} />;
}

/** The classes of a button, for a router Link that should look like one. */
export function buttonClasses(variant: Variant, className: string | undefined): string {
  return ["button", `button--${variant}`, className].filter(Boolean).join(" ");
}
