import { LoaderCircle } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";
import "./button.css";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary" | "ghost" | "accent" | "danger";
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
  const classes = ["button", `button--${variant}`, className].filter(Boolean).join(" ");
  return (
    <button type={type} className={classes} disabled={disabled || isBusy} aria-busy={isBusy || undefined} {...props}>
      {isBusy && <LoaderCircle aria-hidden="true" className="button__spinner" />}
      {children}
    </button>
  );
}
