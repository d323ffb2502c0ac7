/** Building blocks of the generated artwork: colours, glyphs, patterns and shapes, as SVG markup. */

/** An sRGB hex colour from hue (degrees), saturation and lightness (percent). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (offset: number) => {
    const k = (offset + h * 12) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * The light and dark ends of a background gradient in `hue`. Yellows darken into olive, so
 * theirs darkens towards amber instead; greens glare at full saturation, so theirs is softer.
 */
export function gradientColors(hue: number): [light: string, dark: string] {
  const h = ((hue % 360) + 360) % 360;
  if (h >= 40 && h <= 80) return [hsl(h + 6, 82, 62), hsl(h - 24, 72, 42)];
  if (h > 80 && h <= 170) return [hsl(h + 10, 56, 60), hsl(h - 12, 50, 34)];
  return [hsl(h + 10, 70, 63), hsl(h - 12, 60, 36)];
}

/** Yellows and greens look muddy when dark, so their ink stays a little darker than the rest. */
export function inkLightness(hue: number): number {
  return hue >= 40 && hue <= 170 ? 28 : 36;
}

/** A Lucide glyph (24×24 units) drawn with a stroke, scaled by `scale` and placed at (x, y). */
export function glyph(
  markup: string,
  options: { x: number; y: number; scale: number; stroke: string; opacity?: number; width?: number; rotate?: number },
): string {
  const { x, y, scale, stroke, opacity = 1, width = 2, rotate = 0 } = options;
  const turn = rotate ? ` rotate(${rotate} 12 12)` : "";
  const fade = opacity < 1 ? ` stroke-opacity="${opacity}"` : "";
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})${turn}" fill="none" stroke="${stroke}"${fade} ` +
    `stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${markup}</g>`
  );
}

export function linearGradient(id: string, from: string, to: string, [x1, y1, x2, y2]: readonly number[]): string {
  return (
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

export function radialGradient(id: string, from: string, to: string): string {
  return (
    `<radialGradient id="${id}" cx="0.3" cy="0.3" r="0.9">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`
  );
}

const PATTERN_TILES = [
  `<circle cx="12" cy="12" r="1.6" fill="#fff"/>`,
  `<path d="M0 24L24 0" stroke="#fff" stroke-width="1.5"/>`,
  `<path d="M24 0H0V24" fill="none" stroke="#fff" stroke-width="1"/>`,
  `<path d="M12 8v8M8 12h8" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/>`,
  `<path d="M0 12q6-8 12 0t12 0" fill="none" stroke="#fff" stroke-width="1.5"/>`,
] as const;

/** A faint repeating pattern (dots, hatching, grid, crosses or waves), chosen by `kind`. */
export function pattern(id: string, kind: number, opacity: number): string {
  const tile = PATTERN_TILES[kind % PATTERN_TILES.length];
  return `<pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse"><g opacity="${opacity}">${tile}</g></pattern>`;
}

/** Soft white shapes over the gradient; each of the four cover variants has its own. */
export function decorations(variant: number, width: number, height: number): string {
  const w = width;
  const h = height;
  switch (variant) {
    case 1:
      return (
        `<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.45}" fill="#fff" fill-opacity="0.12"/>` +
        `<circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.35}" fill="#fff" fill-opacity="0.08"/>` +
        `<circle cx="${w * 0.55}" cy="${h * 0.7}" r="${h * 0.12}" fill="#fff" fill-opacity="0.1"/>`
      );
    case 2:
      return (
        `<path d="M0 ${h * 0.7}L${w} ${h * 0.2}V${h * 0.45}L0 ${h * 0.95}Z" fill="#fff" fill-opacity="0.1"/>` +
        `<path d="M0 ${h * 0.35}L${w * 0.6} 0H${w * 0.8}L0 ${h * 0.55}Z" fill="#fff" fill-opacity="0.07"/>`
      );
    case 3:
      return (
        `<path d="M0 ${h * 0.72}C${w * 0.25} ${h * 0.6} ${w * 0.45} ${h * 0.85} ${w} ${h * 0.68}V${h}H0Z" fill="#fff" fill-opacity="0.12"/>` +
        `<path d="M0 ${h * 0.84}C${w * 0.3} ${h * 0.74} ${w * 0.6} ${h * 0.98} ${w} ${h * 0.82}V${h}H0Z" fill="#fff" fill-opacity="0.1"/>`
      );
    default:
      return [0.18, 0.3, 0.42, 0.54]
        .map(
          (r, i) =>
            `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * r}" fill="none" stroke="#fff" stroke-opacity="${0.16 - i * 0.03}" stroke-width="${h * 0.02}"/>`,
        )
        .join("");
  }
}
