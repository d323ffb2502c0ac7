import type { PublicConfig } from "@mp/contracts/public-config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readAppConfig } from "./app-config.ts";

const fallback: PublicConfig = {
  productName: "Main Street Market",
  publicUrl: "http://localhost:5173",
  adminUrl: "http://localhost:5174",
};

function injectConfig(json: string) {
  const script = document.createElement("script");
  script.id = "app-config";
  script.type = "application/json";
  script.textContent = json;
  document.head.append(script);
}

describe("readAppConfig", () => {
  afterEach(() => document.getElementById("app-config")?.remove());

  it("reads the settings the server injected", () => {
    injectConfig('{"productName":"Corner Shop","publicUrl":"https://shop.example","adminUrl":"https://admin.example"}');
    expect(readAppConfig(fallback)).toEqual({
      productName: "Corner Shop",
      publicUrl: "https://shop.example",
      adminUrl: "https://admin.example",
    });
  });

  it("reads the identity providers' ids when the server configured them", () => {
    injectConfig(
      '{"productName":"Corner Shop","publicUrl":"https://shop.example","adminUrl":"https://admin.example",' +
        '"googleClientId":"123.apps.googleusercontent.com","facebookAppId":null}',
    );
    expect(readAppConfig(fallback)).toMatchObject({
      googleClientId: "123.apps.googleusercontent.com",
      facebookAppId: null,
    });
  });

  it("reads the map settings and the admin panel's idle minutes", () => {
    const maps = { googleMapsKey: null, tileUrl: "https://tiles.example/{z}/{x}/{y}.png", tileAttribution: "© Tiles" };
    injectConfig(
      JSON.stringify({
        productName: "Corner Shop",
        publicUrl: "https://shop.example",
        adminUrl: "https://a.example",
        maps,
        adminIdleMinutes: 30,
      }),
    );
    expect(readAppConfig(fallback)).toMatchObject({ maps, adminIdleMinutes: 30 });
  });

  it.each([
    ["a missing address", { productName: "Corner Shop", publicUrl: "https://shop.example" }],
    ["an id that is not text", { ...fallback, googleClientId: 123 }],
    ["idle minutes that are not a positive whole number", { ...fallback, adminIdleMinutes: 1.5 }],
    ["maps without their tile address", { ...fallback, maps: { googleMapsKey: null, tileAttribution: "© Tiles" } }],
    ["a list instead of an object", [fallback]],
  ])("falls back to the given defaults on %s", (_case, settings) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    injectConfig(JSON.stringify(settings));
    expect(readAppConfig(fallback)).toBe(fallback);
    expect(error).toHaveBeenCalledOnce();
  });

  it("falls back to the given defaults when the element is absent", () => {
    expect(readAppConfig(fallback)).toBe(fallback);
  });

  it("falls back to the given defaults when the settings are invalid", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    injectConfig('{"productName":42}');
    expect(readAppConfig(fallback)).toBe(fallback);
    expect(error).toHaveBeenCalledOnce();
  });
});
