import { describe, expect, it } from "vitest";
import { socialProviders } from "./social-config";

const both = { googleClientId: "1.apps.googleusercontent.com", facebookAppId: "42" };

describe("socialProviders", () => {
  it("offers the configured providers to user type User", () => {
    expect(socialProviders(both, "User")).toEqual(["google", "facebook"]);
    expect(socialProviders({ ...both, facebookAppId: null }, "User")).toEqual(["google"]);
    expect(socialProviders({ ...both, googleClientId: null }, "User")).toEqual(["facebook"]);
  });

  it("offers none to employers, before a type is chosen, or when nothing is configured", () => {
    expect(socialProviders(both, "Employer")).toEqual([]);
    expect(socialProviders(both, "")).toEqual([]);
    expect(socialProviders({ googleClientId: null, facebookAppId: null }, "User")).toEqual([]);
  });
});
