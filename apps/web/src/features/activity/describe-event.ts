const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+\b.*Safari\//, "Safari"],
];

const systems: readonly [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\biPad\b/, "iPad"],
  [/\b(?:iPhone|iPod)\b/, "iPhone"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/**
 * A short, human name for a user agent: "Chrome on Windows", "Safari on iPhone". A client
 * that is no browser shows its own first word ("curl"); nothing known gives "Unknown device".
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system) as string;
  const product = /^([a-z][\w.-]{0,30})/i.exec(userAgent)?.[1];
  return product && product !== "Mozilla" ? product : "Unknown device";
}
