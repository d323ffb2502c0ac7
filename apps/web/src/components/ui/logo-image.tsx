import type { ReactNode } from "react";
import "./logo-image.css";

type LogoImageProps = {
  /** The stored logo, or null for none. */
  image: { url: string; srcset: string } | null;
  /** The feature's class (its size and colours); `--empty` is added to it for the stand-in. */
  className: string;
  sizes: string;
  alt: string;
  /** Shown in the logo's place when there is none: an icon, initials. */
  fallback: ReactNode;
  /** Its width and height in pixels, so that the box is laid out before the image loads. */
  size?: number;
};

/** A company's or a business's square logo, or a stand-in of the same size. */
export function LogoImage({ image, className, sizes, alt, fallback, size }: LogoImageProps) {
  if (!image) {
    return (
      <span className={`logo-image logo-image--empty ${className} ${className}--empty`} aria-hidden="true">
        {fallback}
      </span>
    );
  }
  return (
    <img
      className={`logo-image ${className}`}
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      alt={alt}
      width={size}
      height={size}
    />
  );
}
