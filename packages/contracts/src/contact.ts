import { z } from "zod";
import { emailPattern, MAX_EMAIL_LENGTH } from "./email.ts";

/** What a message through the contact form is about; the mail's subject names it. */
export const contactTopics = ["general", "listing", "account", "billing", "report", "other"] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicNames: Record<ContactTopic, string> = {
  general: "A general question",
  listing: "Listing a business or an ad",
  account: "My account or signing in",
  billing: "Plans, connects and payments",
  report: "Reporting content or a person",
  other: "Something else",
};

export const CONTACT_LIMITS = { name: 100, message: 5000, minMessage: 10 } as const;

export const contactMessages = {
  nameRequired: "Enter your name.",
  emailInvalid: "Enter a valid email address.",
  topicInvalid: "Choose a topic.",
  messageTooShort: `Write at least ${CONTACT_LIMITS.minMessage} characters.`,
  sent: "Thank you: your message was sent. We answer by e-mail, usually within two working days.",
  tooMany: "You have sent several messages in the last hour. Please wait a while before sending another.",
} as const;

/** `POST /api/contact`: a visitor's message to the site's team. Lengths are checked before patterns. */
export const contactRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: contactMessages.nameRequired })
      .max(CONTACT_LIMITS.name)
      // One line: the name goes into the mail's Reply-To display name.
      .refine((value) => !/[\r\n]/.test(value), { message: contactMessages.nameRequired }),
    email: z
      .string()
      .trim()
      .max(MAX_EMAIL_LENGTH, { message: contactMessages.emailInvalid, abort: true })
      .refine((value) => emailPattern.test(value), { message: contactMessages.emailInvalid }),
    topic: z.enum(contactTopics, { message: contactMessages.topicInvalid }),
    message: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.message, { abort: true })
      .min(CONTACT_LIMITS.minMessage, { message: contactMessages.messageTooShort }),
  })
  .strict();
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ result: z.literal(1), message: z.string() });
