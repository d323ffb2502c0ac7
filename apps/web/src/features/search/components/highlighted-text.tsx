/**
 * Renders a search highlight: plain text whose matched words sit between « and ». The text is
 * split on the markers and rendered as React text (never as HTML), the matches inside <mark>.
 */
export function HighlightedText({ text }: { text: string }) {
  return <>{splitHighlight(text).map((part, i) => (part.isMatch ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}

export function splitHighlight(text: string): { text: string; isMatch: boolean }[] {
  const parts: { text: string; isMatch: boolean }[] = [];
  let rest = text;
  while (rest) {
    const open = rest.indexOf("«");
    const close = open === -1 ? -1 : rest.indexOf("»", open + 1);
    if (open === -1 || close === -1) {
      parts.push({ text: rest.replace(/[«»]/g, ""), isMatch: false });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), isMatch: false });
    if (close > open + 1) parts.push({ text: rest.slice(open + 1, close), isMatch: true });
    rest = rest.slice(close + 1);
  }
  return parts.filter((part) => part.text !== "");
}
