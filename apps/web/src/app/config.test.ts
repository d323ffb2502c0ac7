import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "./config";

function injectConfig(json: string) {
  const script = document.createElement("script");
  script.id = "app-config";
  script.type = "application/json";
  script.textContent = json;
  document.head.append(script);
}

describe("readConfig", () => {
  afterEach(() => document.getElementById("app-config")?.remove());

  it("reads the settings the server injected", () => {
    injectConfig('{"productName":"Corner Shop","publicUrl":"https://shop.example","adminUrl":"https://admin.example"}');
    expect(readConfig()).toEqual({
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
    expect(readConfig()).toMatchObject({ googleClientId: "123.apps.googleusercontent.com", facebookAppId: null });
  });

  it("falls back to the defaults when the element is absent", () => {
    expect(readConfig()).toEqual({
      productName: "Main Street Market",
      publicUrl: location.origin,
      adminUrl: "http://localhost:3001",
      googleClientId: null,
      facebookAppId: null,
    });
  });

  it("falls back to the defaults when the settings are invalid", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    injectConfig('{"productName":42}');
    expect(readConfig().productName).toBe("Main Street Market");
    expect(error).toHaveBeenCalledOnce();
  });
});
