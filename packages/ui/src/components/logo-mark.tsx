import type { SVGProps } from "react";

/** The shopfront mark, also the favicon (public/favicon.svg). Decorative next to the product name. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false" {...props}>
      <rect width="64" height="64" rx="14" fill="#0f1b3d" />
      <path d="M12 26 16 14h32l4 12z" fill="#f4a51c" />
      <path d="M12 26a5 5 0 0 0 10 0 5 5 0 0 0 10 0 5 5 0 0 0 10 0 5 5 0 0 0 10 0z" fill="#f4a51c" />
      <path d="M16 33v17h32V33" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
      <path d="M28 50V40h8v10" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
    </svg>
  );
}
