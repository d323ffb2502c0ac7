import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactMessages, contactRequestSchema, contactResponseSchema } from "@mp/contracts/contact";
import { AppError } from "../../lib/app-error.ts";
import { clientKeyOf } from "../../lib/client-key.ts";
import type { ThrottleRule } from "../../lib/throttle.ts";
import { contactEmail } from "./contact-email.ts";

const HOUR = 60 * 60_000;

/** Messages from one address (IP, or IPv6 /64), and from one sender's e-mail whatever the address. */
export const contactRules = {
  perAddress: { name: "contact-address", max: 5, windowMs: HOUR },
  perEmail: { name: "contact-email", max: 5, windowMs: HOUR },
} satisfies Record<string, ThrottleRule>;

/** `POST /api/contact`: the contact page's form, mailed to CONTACT_EMAIL. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { throttle, config, mailer } = app;

  app.post(
    "/contact",
    {
      config: { validationMessage: "first-error" },
      schema: {
        tags: ["Contact"],
        summary: "Send a message to the site's team (five an hour from one address)",
        body: contactRequestSchema,
        response: { 200: contactResponseSchema },
      },
    },
    async (request) => {
      const { name, email, topic, message } = request.body;
      const emailDigest = createHash("sha256").update(email.toLowerCase()).digest("base64url").slice(0, 32);
      const allowed =
        (await throttle.allow(contactRules.perAddress, clientKeyOf(request.ip))) &&
        (await throttle.allow(contactRules.perEmail, emailDigest));
      if (!allowed) throw new AppError("TOO_MANY_REQUESTS", contactMessages.tooMany);
      const mail = contactEmail({
        to: config.contactEmail,
        productName: config.productName,
        name,
        email,
        topic,
        message,
        ip: request.ip,
      });
      mailer.sendInBackground(mail, (err) => request.log.error({ err }, "contact message not sent"));
      return { result: 1 as const, message: contactMessages.sent };
    },
  );
};
