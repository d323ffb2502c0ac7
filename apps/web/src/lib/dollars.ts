/** A typed dollar amount as whole cents, or undefined when it is empty or not an amount. */
export function dollarsToCents(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100);
}

/** A typed dollar amount if it is one, else "" (a hand-edited address's nonsense is dropped). */
export function validDollars(text: string | null): string {
  const trimmed = (text ?? "").trim();
  return dollarsToCents(trimmed) === undefined ? "" : trimmed;
}

/**
 * A from–to range of typed dollar amounts in cents, in order: an address edited by hand with the
 * range upside down still asks for something sensible. Amounts that are not dollars are left out.
 */
export function centsRange(minText: string, maxText: string): { min?: number; max?: number } {
  const min = minText ? dollarsToCents(minText) : undefined;
  const max = maxText ? dollarsToCents(maxText) : undefined;
  return min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max };
}

/** Why a typed range cannot be applied, if it cannot: an amount that is not dollars, or min above max. */
export function dollarRangeProblem(minText: string, maxText: string): "format" | "order" | null {
  const min = minText.trim() === "" ? undefined : dollarsToCents(minText);
  const max = maxText.trim() === "" ? undefined : dollarsToCents(maxText);
  if ((minText.trim() && min === undefined) || (maxText.trim() && max === undefined)) return "format";
  return min !== undefined && max !== undefined && min > max ? "order" : null;
}
