import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getSessionSnapshot } from "../../lib/session-store";
import { listenForHandoff } from "./handoff";

const siteOrigin = "https://shop.example";
const valid = {
  token: "eyJhbGciOiJIUzI1NiJ9.payload.signature",
  userId: "00000000-0000-4000-8000-000000000007",
  additionalusertype: "Admin",
};

function post(data: unknown, origin = siteOrigin) {
  window.dispatchEvent(new MessageEvent("message", { data, origin }));
}

describe("listenForHandoff", () => {
  let stop: () => void;
  beforeEach(() => {
    stop = listenForHandoff(siteOrigin);
  });
  afterEach(() => stop());

  it("stores the token of a well-formed message from the site", () => {
    post(valid);
    expect(getSessionSnapshot().session).toEqual({ token: valid.token, userId: valid.userId });
  });

  it.each([
    ["another site", "https://evil.example"],
    ["the admin panel itself", location.origin],
    ["the site over plain HTTP", "http://shop.example"],
    ["a look-alike host", "https://shop.example.evil.example"],
    ["an opaque origin", "null"],
  ])("ignores a message from %s", (_, origin) => {
    post(valid, origin);
    expect(getSessionSnapshot().session).toBeNull();
  });

  it.each([
    ["a string", JSON.stringify(valid)],
    ["no token", { ...valid, token: undefined }],
    ["an empty token", { ...valid, token: "" }],
    ["a token with spaces", { ...valid, token: "two words" }],
    ["a user id that is not a uuid", { ...valid, userId: "42" }],
    ["an unknown admin type", { ...valid, additionalusertype: "Root" }],
    ["null", null],
  ])("ignores a payload with %s", (_, data) => {
    post(data);
    expect(getSessionSnapshot().session).toBeNull();
  });

  it("trusts no sender when the site's address is unknown", () => {
    stop();
    stop = listenForHandoff(null);
    post(valid, "null");
    post(valid);
    expect(getSessionSnapshot().session).toBeNull();
  });

  it("stops listening when asked", () => {
    stop();
    post(valid);
    expect(getSessionSnapshot().session).toBeNull();
  });
});
