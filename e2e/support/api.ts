import { inject } from "vitest";

/** The catalogue as the site's server answers it: the JSON body of a GET of `path` (e.g. "/api/category"). */
export async function getJson<T>(path: string): Promise<T> {
  return (await (await fetch(inject("baseUrl") + path)).json()) as T;
}
