import { createAccount, login, signup, signupBody } from "../helpers/accounts.ts";
import { TEST_TOKEN_SECRET } from "../helpers/test-app.ts";
import { createEmailTokens } from "../../src/modules/account-verification/email-token.ts";
import { ctx, send, type Row } from "./context.ts";

/** Sign-up, sign-in, the account's phone and email, and the contact form: none writes the catalogue. */
export const accountRows: Row[] = [
  ["POST /api/auth/signup", { catalogue: false, request: () => signup(ctx.t.app, signupBody()) }],
  ["POST /api/auth/login", { catalogue: false, request: () => login(ctx.t.app, ctx.vendor.email) }],
  [
    "POST /api/auth/logout",
    {
      catalogue: false,
      request: async () => send("POST", "/api/auth/logout", undefined, (await createAccount(ctx.t.app)).token),
    },
  ],
  [
    "POST /api/auth/forgot-password",
    { catalogue: false, request: () => send("POST", "/api/auth/forgot-password", { email: ctx.vendor.email }) },
  ],
  ["POST /api/auth/reset-password", { accountsOnly: "needs the token mailed by forgot-password" }],
  [
    "POST /api/account/phone/verification",
    { catalogue: false, request: () => send("POST", "/api/account/phone/verification") },
  ],
  ["POST /api/account/phone/verify", { accountsOnly: "needs the code texted by phone/verification" }],
  [
    "PUT /api/account/phone",
    { catalogue: false, request: () => send("PUT", "/api/account/phone", { phone: "+1 202 555 0177" }) },
  ],
  [
    "POST /api/account/email/verification",
    { catalogue: false, request: () => send("POST", "/api/account/email/verification") },
  ],
  [
    "POST /api/account/email/confirm",
    {
      catalogue: false,
      request: () =>
        send("POST", "/api/account/email/confirm", {
          token: createEmailTokens(TEST_TOKEN_SECRET).sign(ctx.vendor.user._id, ctx.vendor.email),
        }),
    },
  ],
  [
    "POST /api/contact",
    {
      catalogue: false,
      request: () =>
        send("POST", "/api/contact", {
          name: "Ada",
          email: "ada@example.org",
          topic: "other",
          message: "Hello there, team.",
        }),
    },
  ],
  ["POST /api/auth/google", { accountsOnly: "needs Google's sign-in (social-login.test.ts fakes it)" }],
  ["POST /api/auth/facebook", { accountsOnly: "needs Facebook's sign-in (social-login.test.ts fakes it)" }],
];
