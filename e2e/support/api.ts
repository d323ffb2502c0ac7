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

/** The API's answer envelope. */
export type Envelope<T> = { result: number; result_value: T; message?: string };

/** Calls `/api${path}` at `baseUrl` as `token`'s user (or signed out); answers the status and the body, whatever they are. */
export async function callApi<T>(baseUrl: string, method: string, path: string, token: string | null, body?: unknown) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** As callApi, for a call that must succeed: the body, or a thrown error naming the call. */
export async function apiOk<T>(baseUrl: string, method: string, path: string, token: string | null, body?: unknown) {
  const { status, body: answer } = await callApi<T>(baseUrl, method, path, token, body);
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The first category and its first subcategory, as the site lists them. */
export async function firstCategory(baseUrl: string) {
  const [category] = (await apiOk<{ _id: string }[]>(baseUrl, "GET", "/category", null)).result_value;
  const [subcategory] = (await apiOk<{ _id: string }[]>(baseUrl, "GET", `/subcategory/${category!._id}`, null))
    .result_value;
  return { categoryId: category!._id, subcategoryId: subcategory!._id };
}

/** Registers `person` (signed in with `token`) as the client of a Springfield bakery. */
export async function registerBakeryClient(baseUrl: string, token: string, person: { name: string; email: string }) {
  await apiOk(baseUrl, "POST", "/clients/register", token, {
    FullName: person.name,
    Email: person.email,
    PhoneNumber: "+1 (202) 555-0199",
    Role: "Owner",
    CompanyName: "Corner Bakery",
    CompanyAddress: "1 Elm Street, Springfield",
    about: "Bread since 1952.",
    logoImageId: null,
  });
}
