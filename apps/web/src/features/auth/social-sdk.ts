/**
 * The identity providers' browser SDKs, fetched only when the provider is configured and its
 * button is on screen. Nothing here runs in tests or builds without a client id.
 */

type GoogleIdentity = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
};

type FacebookLoginResponse = { status: string; authResponse?: { accessToken: string } | null };

type FacebookSdk = {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope: string }): void;
};

declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
  }
}

const googleSdkUrl = "https://accounts.google.com/gsi/client";
const facebookSdkUrl = "https://connect.facebook.net/en_US/sdk.js";
const facebookApiVersion = "v19.0";

const pending = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let promise = pending.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        pending.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    pending.set(src, promise);
  }
  return promise;
}

export async function loadGoogleIdentity(): Promise<GoogleIdentity> {
  if (!window.google) await loadScript(googleSdkUrl);
  if (!window.google) throw new Error("Google Identity Services did not start.");
  return window.google;
}

const initialisedSdks = new WeakSet<FacebookSdk>();

export async function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  if (!window.FB) await loadScript(facebookSdkUrl);
  const sdk = window.FB;
  if (!sdk) throw new Error("The Facebook SDK did not start.");
  if (!initialisedSdks.has(sdk)) {
    sdk.init({ appId, version: facebookApiVersion, cookie: false, xfbml: false });
    initialisedSdks.add(sdk);
  }
  return sdk;
}
