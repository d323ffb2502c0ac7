/** A successful answer in the API's shape, `{ result: 1, result_value }` (see the API reference's introduction). */
export function ok<T>(value: T) {
  return { result: 1 as const, result_value: value };
}
