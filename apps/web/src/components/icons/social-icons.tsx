import type { ReactNode, SVGProps } from "react";

// Simple brand marks drawn for this site (lucide no longer ships brand icons).
// They inherit the text colour and are decorative: the link around them carries the name.
type IconProps = SVGProps<SVGSVGElement>;

/** A brand mark: `shapes` in the marks' one 24-unit frame, drawn at 20 px unless the props say otherwise. */
function brandIcon(shapes: ReactNode) {
  return function BrandIcon(props: IconProps) {
    return (
      <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden focusable={false} {...props}>
        {shapes}
      </svg>
    );
  };
}

export const FacebookIcon = brandIcon(
  <path
    fill="currentColor"
    d="M13.6 22v-8.2h2.8l.4-3.3h-3.2V8.5c0-1 .3-1.6 1.7-1.6h1.7V4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.5v3.3h2.8V22z"
  />,
);

export const InstagramIcon = brandIcon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
  </>,
);

export const XIcon = brandIcon(
  <>
    <path d="M4 3.8h4.4l11.6 16.4h-4.4z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
    <path d="M19.6 3.8 13.4 10.8M10.6 13.9 4.4 20.2" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
  </>,
);

export const LinkedInIcon = brandIcon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path
      d="M8 10.5v6M8 7.6v.1M11.5 16.5v-6M11.5 13.2c0-1.6 1-2.7 2.4-2.7s2.1.9 2.1 2.6v3.4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </>,
);

export const YouTubeIcon = brandIcon(
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M10.2 9.2v5.6l4.8-2.8z" fill="currentColor" />
  </>,
);
