import type { Browser } from "@playwright/test";

export type BannerAd = {
  /** The advertiser, shown as its wordmark: "Juniper Lane Florist". */
  business: string;
  headline: string;
  offer: string;
  /** The button's words: "Order today". */
  callToAction: string;
  /** A line of small print under the offer. */
  note: string;
};

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** A flower of `petals` round petals around a golden heart, for the ad's bouquet. */
function flower(cx: number, cy: number, r: number, petals: number, colour: string, turn = 0): string {
  const parts = [];
  for (let i = 0; i < petals; i++) {
    const angle = (i / petals) * 2 * Math.PI + turn;
    parts.push(
      `<ellipse cx="${(cx + Math.cos(angle) * r * 0.62).toFixed(1)}" cy="${(cy + Math.sin(angle) * r * 0.62).toFixed(1)}" ` +
        `rx="${(r * 0.48).toFixed(1)}" ry="${(r * 0.34).toFixed(1)}" fill="${colour}" ` +
        `transform="rotate(${((angle * 180) / Math.PI).toFixed(1)} ${(cx + Math.cos(angle) * r * 0.62).toFixed(1)} ${(cy + Math.sin(angle) * r * 0.62).toFixed(1)})"/>`,
    );
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${(r * 0.26).toFixed(1)}" fill="#f4a51c"/>`);
  return parts.join("");
}

const leaf = (x: number, y: number, angle: number, size: number) =>
  `<path d="M0 0C${size * 0.35} ${-size * 0.3} ${size * 0.8} ${-size * 0.25} ${size} 0C${size * 0.8} ${size * 0.25} ${size * 0.35} ${size * 0.3} 0 0Z" fill="#5f8f6b" transform="translate(${x} ${y}) rotate(${angle})"/>`;

/**
 * A florist's seasonal banner, 1200 × 300, as a small business would buy it: the wordmark, a
 * headline, the offer, a call to action and a bouquet — deep green, blush and cream, a serif
 * headline. Drawn as HTML so that the text is real type.
 */
export function bannerAdHtml(ad: BannerAd): string {
  const bouquet = [
    leaf(930, 210, -150, 90),
    leaf(1010, 230, -40, 100),
    leaf(1100, 120, -70, 80),
    leaf(860, 110, 200, 70),
    flower(960, 150, 62, 6, "#f2b8c6", 0.2),
    flower(1060, 95, 48, 5, "#fde8d8", 0.6),
    flower(1075, 215, 56, 7, "#e8849c", 0.1),
    flower(870, 235, 40, 5, "#fde8d8", 0.9),
    flower(1150, 170, 36, 6, "#f2b8c6", 0.4),
  ].join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:1200px;height:300px;overflow:hidden}
  body{font-family:"DejaVu Sans","Liberation Sans",Arial,sans-serif;background:#1f3b2d;color:#fdf6ee;position:relative}
  .wash{position:absolute;inset:0;background:radial-gradient(circle at 82% 50%,#2f5a43 0,#1f3b2d 55%,#16291f 100%)}
  svg{position:absolute;inset:0}
  .copy{position:absolute;left:64px;top:46px;width:780px}
  .mark{font-size:17px;letter-spacing:.22em;text-transform:uppercase;color:#f2b8c6;font-weight:700}
  h1{font-family:"DejaVu Serif","Liberation Serif",Georgia,serif;font-size:50px;line-height:1.05;margin:14px 0 14px;font-weight:700;white-space:nowrap;letter-spacing:-.01em}
  .offer{font-size:28px;margin:0;color:#fde8d8}
  .row{display:flex;align-items:center;gap:22px;margin-top:22px}
  .cta{background:#f4a51c;color:#1b1408;font-weight:700;font-size:21px;padding:13px 28px;border-radius:999px}
  .note{font-size:16px;color:#c9dccf}
</style></head><body><div class="wash"></div>
<svg width="1200" height="300" viewBox="0 0 1200 300">${bouquet}</svg>
<div class="copy"><div class="mark">${escape(ad.business)}</div><h1>${escape(ad.headline)}</h1>
<p class="offer">${escape(ad.offer)}</p>
<div class="row"><span class="cta">${escape(ad.callToAction)} →</span><span class="note">${escape(ad.note)}</span></div></div>
</body></html>`;
}

/** The banner as a PNG, drawn by the suite's own Chromium at exactly 1200 × 300. */
export async function bannerAdPng(browser: Browser, ad: BannerAd): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 300 } });
  try {
    await page.setContent(bannerAdHtml(ad));
    return await page.screenshot({ type: "png" });
  } finally {
    await page.close();
  }
}
