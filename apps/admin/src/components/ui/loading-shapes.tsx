import type { ReactNode } from "react";

type Props = {
  className: string;
  /** What screen readers hear while it loads. */
  label: string;
  /** The grey shapes of what is loading (hidden from screen readers by the caller's `aria-hidden`). */
  children: ReactNode;
};

/** A screen's stand-in while its data loads: announced once by its label. */
export function LoadingShapes({ className, label, children }: Props) {
  return (
    <div role="status" className={className}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
