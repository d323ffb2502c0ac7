import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { failure, recordRequests } from "@mp/ui/test/msw.ts";
import { dialogNamed, toastKind } from "../../../test/dom";
import { renderWithAuth } from "../../../test/render";
import { server } from "../../../test/server";
import { makeToken, makeUser, sessionBody } from "../../../test/session";
import { useAuthDialog, type AuthView } from "../auth-dialog-context";
import type { SocialConfig } from "../social-config";

/** The Facebook button, once its SDK is ready: a plain button, not a submit of the form around it. */
const facebookButton = async (dialog: HTMLElement) =>
  (await within(dialog).findByRole("button", { name: "Continue with Facebook" })).getAttribute("type");

const isSignInOpen = () => (screen.getByRole("dialog", { name: "Sign in" }) as HTMLDialogElement).open;

const configured: SocialConfig = { googleClientId: "1234.apps.googleusercontent.com", facebookAppId: "987654" };

function Open({ view }: { view: AuthView }) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <button type="button" onClick={() => openAuthDialog(view)}>
      Open
    </button>
  );
}

async function openDialog(view: AuthView, social: SocialConfig, title: string) {
  const rendered = renderWithAuth(<Open view={view} />, { social });
  await rendered.user.click(await screen.findByRole("button", { name: "Open" }));
  return { ...rendered, dialog: await dialogNamed(title) };
}

/** A stand-in for Google Identity Services that hands back the callback it was given. */
function stubGoogle() {
  const google = {
    callback: null as null | ((response: { credential?: string }) => void),
    initialize: vi.fn(),
    renderButton: vi.fn(),
  };
  google.initialize.mockImplementation((options: { callback: typeof google.callback }) => {
    google.callback = options.callback;
  });
  window.google = { accounts: { id: { initialize: google.initialize, renderButton: google.renderButton } } };
  return google;
}

function stubFacebook(accessToken: string | null) {
  const sdk = {
    init: vi.fn(),
    login: vi.fn((callback: (response: { status: string; authResponse: { accessToken: string } | null }) => void) =>
      callback({ status: accessToken ? "connected" : "unknown", authResponse: accessToken ? { accessToken } : null }),
    ),
  };
  window.FB = sdk;
  return sdk;
}

const sdkScripts = () => document.querySelectorAll('script[src*="google.com"], script[src*="facebook.net"]');

describe("social sign-in", () => {
  afterEach(() => {
    delete window.google;
    delete window.FB;
  });

  it("shows no buttons and loads no SDK when the providers are not configured", async () => {
    const none = { googleClientId: null, facebookAppId: null };
    const { dialog } = await openDialog("login", none, "Sign in");
    expect(within(dialog).queryByRole("group", { name: "Sign in as" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Continue with Facebook" })).toBeNull();
    expect(dialog.querySelector(".social-sign-in")).toBeNull();
    expect(sdkScripts()).toHaveLength(0);
  });

  it("shows Google and Facebook on the login for user type User only", async () => {
    stubGoogle();
    stubFacebook("unused");
    const { user, dialog } = await openDialog("login", configured, "Sign in");

    expect(await facebookButton(dialog)).toBe("button");
    expect(dialog.querySelector(".social-sign-in__google")).not.toBeNull();

    await user.click(within(dialog).getByRole("radio", { name: "Employer" }));
    expect(within(dialog).queryByRole("button", { name: "Continue with Facebook" })).toBeNull();
    expect(dialog.querySelector(".social-sign-in__google")).toBeNull();
  });

  it("shows them on the sign-up once the user type User is chosen", async () => {
    stubGoogle();
    stubFacebook("unused");
    const { user, dialog } = await openDialog("signup", configured, "Create your account");
    expect(within(dialog).queryByRole("button", { name: "Continue with Facebook" })).toBeNull();

    await user.selectOptions(within(dialog).getByLabelText("User type"), "User");
    expect(await facebookButton(dialog)).toBe("button");
    await user.selectOptions(within(dialog).getByLabelText("User type"), "Employer");
    expect(within(dialog).queryByRole("button", { name: "Continue with Facebook" })).toBeNull();
  });

  it("sends Google's credential to /api/auth/google and signs in", async () => {
    const google = stubGoogle();
    const account = makeUser();
    const token = makeToken();
    server.use(http.post("/api/auth/google", () => HttpResponse.json(sessionBody(account, token))));
    const sent = recordRequests(server);
    await openDialog("login", { ...configured, facebookAppId: null }, "Sign in");

    await waitFor(() => expect(google.renderButton).toHaveBeenCalledOnce());
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: configured.googleClientId }));
    expect(google.renderButton.mock.calls[0]?.[0]).toBe(document.querySelector(".social-sign-in__google"));
    act(() => google.callback?.({ credential: "google-id-token" }));

    expect(await toastKind("Google login successful!")).toBe("success");
    expect(sent).toEqual([
      expect.objectContaining({ method: "POST", path: "/api/auth/google", body: { token: "google-id-token" } }),
    ]);
    expect(localStorage.getItem("employerToken")).toBe(token);
    expect(localStorage.getItem("userId")).toBe(account._id);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says 'Google login failed. Please try again.' when the server refuses the credential", async () => {
    const google = stubGoogle();
    server.use(http.post("/api/auth/google", () => failure(401, "Google login failed. Please try again.")));
    await openDialog("login", { ...configured, facebookAppId: null }, "Sign in");
    await waitFor(() => expect(google.callback).not.toBeNull());
    act(() => google.callback?.({ credential: "bad-token" }));

    expect(await toastKind("Google login failed. Please try again.")).toBe("error");
    expect(localStorage.length).toBe(0);
    expect(isSignInOpen()).toBe(true);
  });

  it("loads Google's script only when configured, then draws the button", async () => {
    const append = vi.spyOn(document.head, "append").mockImplementation(() => {});
    await openDialog("login", { ...configured, facebookAppId: null }, "Sign in");

    await waitFor(() => expect(append).toHaveBeenCalledOnce());
    const script = append.mock.calls[0]?.[0] as HTMLScriptElement;
    expect(script.src).toBe("https://accounts.google.com/gsi/client");
    expect(script.async).toBe(true);

    const google = stubGoogle();
    act(() => script.onload?.(new Event("load")));
    await waitFor(() => expect(google.renderButton).toHaveBeenCalledOnce());
  });

  it("sends Facebook's access token to /api/auth/facebook and signs in", async () => {
    const sdk = stubFacebook("fb-access-token");
    server.use(http.post("/api/auth/facebook", () => HttpResponse.json(sessionBody(makeUser()))));
    const sent = recordRequests(server);
    const { user, dialog } = await openDialog("login", { ...configured, googleClientId: null }, "Sign in");

    await user.click(await within(dialog).findByRole("button", { name: "Continue with Facebook" }));

    expect(await toastKind("Facebook Login Successful")).toBe("success");
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ appId: configured.facebookAppId }));
    expect(sent).toEqual([
      expect.objectContaining({ method: "POST", path: "/api/auth/facebook", body: { accessToken: "fb-access-token" } }),
    ]);
  });

  it("does nothing when the Facebook popup is closed without signing in", async () => {
    stubFacebook(null);
    const sent = recordRequests(server);
    const { user, dialog } = await openDialog("login", { ...configured, googleClientId: null }, "Sign in");
    await user.click(await within(dialog).findByRole("button", { name: "Continue with Facebook" }));
    expect(sent).toEqual([]);
    expect(isSignInOpen()).toBe(true);
  });
});
