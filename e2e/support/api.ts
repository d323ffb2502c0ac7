import { expect, type APIRequestContext } from "@playwright/test";

/** The catalogue as the site's server answers it: the JSON body of a GET of `path` (e.g. "/api/category"). */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}
