import { z } from "zod";
import { emailPattern, MAX_EMAIL_LENGTH } from "./email.ts";
import { phoneNumberSchema } from "./phone.ts";
import { authMessages } from "./auth.ts";
import { imageRefSchema } from "./vendor-listing.ts";
import { hiddenNoticeSchema } from "./report.ts";

export const CLIENT_LIMITS = {
  fullName: 120,
  role: 80,
  companyName: 120,
  companyAddress: 300,
  about: 5000,
} as const;

/** Spec section 9: the client detail page size. */
export const CLIENT_DETAIL_PAGE_SIZE = 10;

export const clientMessages = {
  fullNameRequired: "Full name is required.",
  emailRequired: authMessages.emailRequired,
  emailInvalid: authMessages.emailInvalid,
  phoneRequired: authMessages.phoneRequired,
  phoneInvalid: authMessages.phoneInvalid,
  roleRequired: "Your role is required.",
  companyNameRequired: "Company name is required.",
  imageNotFound: "Image not found.",
  alreadyClient: "You are already registered as a client.",
  notClient: "Register as a client first.",
  notFound: "Client not found.",
} as const;

/**
 * `POST /api/clients/register` and `PUT /api/clients/me`: the member's profile with the spec's
 * field names (section 3), a few words about the company and its logo (a stored image of the
 * caller's, `POST /api/vendor/images`, or null).
 */
export const clientProfileInputSchema = z
  .object({
    FullName: z
      .string({ error: clientMessages.fullNameRequired })
      .trim()
      .min(1, { message: clientMessages.fullNameRequired })
      .max(CLIENT_LIMITS.fullName),
    Email: z
      .string({ error: clientMessages.emailRequired })
      .trim()
      .min(1, { message: clientMessages.emailRequired, abort: true })
      .max(MAX_EMAIL_LENGTH, { message: clientMessages.emailInvalid, abort: true })
      .regex(emailPattern, { message: clientMessages.emailInvalid }),
    PhoneNumber: phoneNumberSchema({ required: clientMessages.phoneRequired, invalid: clientMessages.phoneInvalid }),
    Role: z
      .string({ error: clientMessages.roleRequired })
      .trim()
      .min(1, { message: clientMessages.roleRequired })
      .max(CLIENT_LIMITS.role),
    CompanyName: z
      .string({ error: clientMessages.companyNameRequired })
      .trim()
      .min(1, { message: clientMessages.companyNameRequired })
      .max(CLIENT_LIMITS.companyName),
    CompanyAddress: z.string().trim().max(CLIENT_LIMITS.companyAddress).default(""),
    about: z.string().trim().max(CLIENT_LIMITS.about).default(""),
    logoImageId: z.uuid({ message: "Invalid image id." }).nullable().default(null),
  })
  .strict();
export type ClientProfileInput = z.input<typeof clientProfileInputSchema>;
export type ClientProfileInputParsed = z.output<typeof clientProfileInputSchema>;

/**
 * A client (member) profile. `Email` and `PhoneNumber` are given to the profile's owner and to
 * admins only; anyone else gets null.
 */
export const clientProfileSchema = z.object({
  /** Set when a moderator or a suspension hid it: only its owner and admins see it then. */
  hidden: hiddenNoticeSchema.optional(),
  /** The profile's id (the user's ClientId). */
  _id: z.uuid(),
  userId: z.uuid(),
  FullName: z.string(),
  Email: z.string().nullable(),
  PhoneNumber: z.string().nullable(),
  Role: z.string(),
  CompanyName: z.string(),
  CompanyAddress: z.string(),
  about: z.string(),
  logo: imageRefSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ClientProfile = z.infer<typeof clientProfileSchema>;

export const clientProfileResponseSchema = z.object({ result: z.literal(1), result_value: clientProfileSchema });
export type ClientProfileResponse = z.infer<typeof clientProfileResponseSchema>;

/** `GET /api/clients/{id}`: the client's profile id (ClientId) or their user id. */
export const clientIdParamSchema = z.object({ id: z.uuid({ message: "Invalid client id." }) }).strict();

/** `POST /api/clientProfileDetails` (spec section 7): `id` is the client's user id; the page is of their jobs. */
export const clientProfileDetailsRequestSchema = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    limit: z.number().int().min(1).max(CLIENT_DETAIL_PAGE_SIZE).default(CLIENT_DETAIL_PAGE_SIZE),
    id: z.uuid({ message: "Invalid user id." }),
  })
  .strict();
export type ClientProfileDetailsRequest = z.input<typeof clientProfileDetailsRequestSchema>;

export const clientJobSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  status: z.enum(["open", "closed"]),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ClientJob = z.infer<typeof clientJobSchema>;

/** The spec's Client UserDetails (section 3). */
export const clientUserDetailsSchema = z.object({
  HireSubscriptionType: z.string().nullable(),
  RemainingFreelancer: z.number().int(),
});

/** The profile (`findClient`), the member's hiring allowance (`UserDetails`) and a page of the jobs they posted, newest first. */
export const clientProfileDetailsResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({
    findClient: clientProfileSchema,
    UserDetails: clientUserDetailsSchema,
    jobs: z.array(clientJobSchema),
  }),
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }),
});
export type ClientProfileDetailsResponse = z.infer<typeof clientProfileDetailsResponseSchema>;
