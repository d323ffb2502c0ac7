import { z } from "zod";

/** Account types a person picks at sign-up. */
export const signupUserTypes = ["User", "Employer"] as const;
/** Every stored user type (spec section 6). */
export const userTypes = ["User", "Employer", "Admin", "Super-Admin"] as const;
/** The additional user type that opens the admin panel. */
export const adminUserTypes = ["Admin", "Super-Admin"] as const;
export const additionalRoles = ["Freelancer", "Client"] as const;

export const userPlanSchema = z.object({
  planType: z.string(),
  connects: z.number().int(),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

/**
 * The user as the site sees it, with the spec's field names (section 3). It never carries a
 * password, its hash or any secret: the response schemas strip anything not listed here.
 */
export const userSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  displayName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userType: z.enum(userTypes),
  ClientId: z.string().nullable(),
  FreelancerId: z.string().nullable(),
  HireFreelancerAvailable: z.boolean(),
  RemainingFreelancer: z.number().int(),
  /** The member's hire plan (Basic, Standard, Premium), or null without one. */
  HireSubscriptionType: z.string().nullable(),
  additionalusertype: z.enum(adminUserTypes).nullable(),
  AddtionalRole: z.array(z.enum(additionalRoles)),
  userPlan: userPlanSchema.nullable(),
  /** Connects held with or without a plan (a freelancer's welcome connects, say); `userPlan.connects` when there is one. */
  connects: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

/** `GET /api/adds/UserDetalis/{userId}` (the spec's spelling): the signed-in user's own details. */
export const userDetailsResponseSchema = z.object({
  result: z.literal(1),
  result_value: userSchema,
  userPlan: userPlanSchema.nullable(),
});
export type UserDetailsResponse = z.infer<typeof userDetailsResponseSchema>;

export const userIdParamSchema = z.object({ userId: z.uuid({ message: "Invalid user id." }) }).strict();
