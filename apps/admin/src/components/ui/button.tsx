import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import "./button.css";

type Variant = "primary" | "secondary" | "ghost" | "accent";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant };

export function Button({ variant = "primary", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant; href: string };

/** A link that looks like a button, for a way out to another origin (the site). In-app links use buttonClasses. */
export function ButtonLink({ variant = "primary", className, ...props }: ButtonLinkProps) {
  return <a className={buttonClasses(variant, className)} {...props} />;
}

export function buttonClasses(variant: Variant, className: string | undefined): string {
  return ["button", `button--${variant}`, className].filter(Boolean).join(" ");
}
