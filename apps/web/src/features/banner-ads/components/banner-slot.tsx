import { useEffect, useRef, type ReactNode } from "react";
import { reportBannerEvent, useServedBanner, type BannerSlotPlacement } from "../api/served-banner";
import { safeUrl } from "../../../lib/safe-url";
import "./banner-slot.css";

type BannerSlotProps = BannerSlotPlacement & {
  className?: string;
  /** False while the page does not know the placement yet (a category still loading). */
  enabled?: boolean;
  /** Under the banner, e.g. the page's "Report ad" link. */
  footer?: (ad: { _id: string; title: string }) => ReactNode;
};

/**
 * A placement's banner, if one runs now; nothing at all otherwise (no empty box). Its size is
 * known from the start (a 4:1 strip), so the page does not move when the picture arrives. An
 * impression is reported once the banner is at least half in view, a click when it is clicked.
 */
export function BannerSlot({ className, enabled = true, footer, ...slot }: BannerSlotProps) {
  const served = useServedBanner(slot, enabled);
  const ad = served.data ?? null;
  const ref = useRef<HTMLAnchorElement>(null);
  const reported = useRef<string | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!ad || !element || reported.current === ad._id) return;
    const report = () => {
      if (reported.current === ad._id) return;
      reported.current = ad._id;
      reportBannerEvent(ad._id, "impression");
    };
    if (typeof IntersectionObserver === "undefined") {
      report();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) {
          report();
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ad]);

  const href = safeUrl(ad?.linkUrl);
  if (!ad || !href) return null;
  const click = () => reportBannerEvent(ad._id, "click");
  return (
    <aside className={["banner-slot", className].filter(Boolean).join(" ")} aria-label="Sponsored">
      <a
        ref={ref}
        href={href}
        target="_blank"
        rel="sponsored noopener"
        className="banner-slot__link"
        onClick={click}
        onAuxClick={(event) => {
          if (event.button === 1) click();
        }}
      >
        <img
          src={ad.image.url}
          srcSet={ad.image.srcset}
          sizes="(max-width: 1280px) 100vw, 1280px"
          width={ad.image.width}
          height={ad.image.height}
          alt={ad.title}
          className="banner-slot__image"
        />
        <span className="banner-slot__label">
          Ad<span className="visually-hidden"> (opens in a new tab)</span>
        </span>
      </a>
      {footer && <div className="banner-slot__footer">{footer(ad)}</div>}
    </aside>
  );
}
