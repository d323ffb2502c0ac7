import { expect, type APIRequestContext } from "@playwright/test";

/** The catalogue as the site's server answers it: the JSON body of a GET of `path` (e.g. "/api/category"). */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** POSTs `body` (JSON, or a FormData as it is) with `token` to the server at `baseUrl`; its `result_value`, or a thrown error. */
export async function postAs<T>(baseUrl: string, token: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(baseUrl + path, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...(body && !isForm ? { "content-type": "application/json" } : {}) },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result_value: T }).result_value;
}
