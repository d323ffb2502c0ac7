/** A query parameter's value; `undefined`, `null`, `""` and `false` leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;

/** The query string (without "?") of the parameters that have a value, in the order given; `true` is "true". */
export function queryString(params: Readonly<Record<string, QueryValue>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "" && value !== false) query.set(name, String(value));
  }
  return query.toString();
}
