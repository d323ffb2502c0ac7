import { z } from "zod";
import { emailPattern, MAX_EMAIL_LENGTH } from "./email.ts";
import { phoneNumberSchema } from "./phone.ts";
import { signupUserTypes, userSchema } from "./user.ts";

/** Spec section 5, word for word. */
export const authMessages = {
  nameRequired: "Name is required.",
  nameTooShort: "Name must be at least 3 characters.",
  emailRequired: "Email is required.",
  emailInvalid: "Invalid email format.",
  userTypeRequired: "Select user type.",
  termsRequired: "You must accept the Terms & Conditions.",
  loginRequired: "Email and Password are required!",
  passwordRequired: "Password is required.",
  passwordTooShort: "Password must be at least 8 characters.",
  phoneRequired: "Phone number is required.",
  phoneInvalid: "Enter a valid phone number with its country code, such as +1 202 555 0123.",
  loginSuccess: "Login successful!",
  loginFailed: "Something went wrong. Please try again later.",
  invalidCredentials: "Invalid email or password.",
  signupFailed: "Something went wrong. Please try again.",
  googleFailed: "Google login failed. Please try again.",
  googleSuccess: "Google login successful!",
  facebookFailed: "Facebook login failed. Please try again.",
  facebookSuccess: "Facebook Login Successful",
  forgotLocked: "Email already sent. Please wait for 5 minutes before requesting again.",
  forgotUserNotFound: "User not found.",
  adminDenied: "You are not authorized to access the admin panel",
  logoutQuestion: "Are you sure you want to logout?",
  signupSuccess: "Your account has been created. Please sign in.",
  emailTaken: "An account with this email already exists.",
  signInRequired: "Please sign in to continue.",
  loggedOut: "You have been logged out.",
  forgotSent: "If an account exists for this email, we have sent a link to reset the password.",
  resetInvalid: "This reset link is invalid or has expired.",
  resetSuccess: "Your password has been changed. Please sign in with the new password.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  accountSuspended: "This account is suspended. Contact support.",
} as const;

export const MIN_NAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 8;
/** Forgot-password cooldown (spec section 9): 5 minutes. */
export const FORGOT_PASSWORD_COOLDOWN_MS = 300_000;

// A simple address pattern, as the spec asks; the server normalises to lower case. The length
// check aborts, so a long value never reaches the pattern.
const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, { error: authMessages.emailRequired, abort: true })
  .max(MAX_EMAIL_LENGTH, { error: authMessages.emailInvalid, abort: true })
  .regex(emailPattern, authMessages.emailInvalid);

/**
 * `POST /api/auth/signup`: the spec's payload (name, email, password, phone, userType). The site
 * also sends `acceptTerms: true`, and the server records when the terms were accepted; a client
 * that follows the spec leaves it out, and `false` is refused.
 */
export const signupRequestSchema = z
  .object({
    name: z
      .string({ error: authMessages.nameRequired })
      .trim()
      .min(1, { error: authMessages.nameRequired, abort: true })
      .min(MIN_NAME_LENGTH, authMessages.nameTooShort)
      .max(80, "Name must be at most 80 characters."),
    email,
    password: z
      .string({ error: authMessages.passwordRequired })
      .min(1, { error: authMessages.passwordRequired, abort: true })
      .min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort)
      .max(200, "Password must be at most 200 characters."),
    phone: phoneNumberSchema({ required: authMessages.phoneRequired, invalid: authMessages.phoneInvalid }),
    userType: z.enum(signupUserTypes, { error: authMessages.userTypeRequired }),
    acceptTerms: z.literal(true, { error: authMessages.termsRequired }).optional(),
  })
  .strict();
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The sign-up form's fields are the request's, with the terms checkbox required (spec section 5). */
export const signupFormSchema = signupRequestSchema.extend({
  acceptTerms: z.literal(true, { error: authMessages.termsRequired }),
});

export const signupResponseSchema = z.object({ result: z.literal(1), error: z.literal(false), message: z.string() });

/** `POST /api/auth/login`. */
export const loginRequestSchema = z
  .object({
    email: z.string({ error: authMessages.loginRequired }).trim().min(1, authMessages.loginRequired).max(254),
    password: z.string({ error: authMessages.loginRequired }).min(1, authMessages.loginRequired).max(200),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A successful sign-in of any kind: the spec's `user` and `token` beside `result`. */
export const sessionResponseSchema = z.object({
  result: z.literal(1),
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Failed login (401): one answer whether the email exists or not. */
export const loginErrorSchema = z.object({
  result: z.literal(0),
  message: z.string(),
  Email_error: z.string().optional(),
  Password_error: z.string().optional(),
});

/** `POST /api/auth/google`: the ID token credential from Google Identity Services. */
export const googleLoginRequestSchema = z.object({ token: z.string().min(1).max(4096) }).strict();
/** `POST /api/auth/facebook`. */
export const facebookLoginRequestSchema = z.object({ accessToken: z.string().min(1).max(4096) }).strict();

/** `POST /api/auth/forgot-password`: the same answer for known and unknown emails. */
export const forgotPasswordRequestSchema = z.object({ email }).strict();
export const messageResponseSchema = z.object({ result: z.literal(1), message: z.string() });

/** `POST /api/auth/reset-password`: the token from the `/resetpassword/{token}` link. */
export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: authMessages.resetInvalid })
      .min(20, { error: authMessages.resetInvalid, abort: true })
      .max(200, { error: authMessages.resetInvalid, abort: true })
      .regex(/^[\w-]+$/, authMessages.resetInvalid),
    password: z
      .string({ error: authMessages.passwordRequired })
      .min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort)
      .max(200, "Password must be at most 200 characters."),
  })
  .strict();

/** `GET /api/auth/session`: who the bearer token belongs to (the admin app checks a handed-over token with it). */
export const sessionCheckResponseSchema = z.object({ result: z.literal(1), result_value: userSchema });
