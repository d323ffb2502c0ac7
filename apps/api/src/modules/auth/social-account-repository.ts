import { eq, sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { sessions, users } from "@mp/db/schema/index";
import { insertAccountEvent, type EventOrigin } from "../activity/repository.ts";
import type { SocialIdentity } from "./social-identity.ts";

export type Provider = "google" | "facebook";

const subjectColumn = { google: users.googleSubject, facebook: users.facebookId } as const;

/**
 * The account of a Google or Facebook identity: the one already linked to it, else the one
 * with its (provider-verified) email, which gets linked, else a new one. Null when none can be
 * had: no email to create one with, or the email's account is linked to another identity of
 * that provider.
 *
 * Linking to an account whose email was never verified drops that account's password and
 * sessions: whoever set them had not proved the address was theirs (see
 * docs/decisions/005-linking-social-accounts.md).
 *
 * A link is logged as "social_linked" and a new account as "signed_up", in the same transaction.
 */
export async function findOrCreateSocialUser(
  db: Database,
  provider: Provider,
  identity: SocialIdentity,
  origin: EventOrigin,
): Promise<string | null> {
  const column = subjectColumn[provider];
  // A second try settles the race of two first sign-ins of one person at the same instant.
  for (let attempt = 1; attempt <= 2; attempt++) {
    const found = await db.transaction(async (tx) => {
      const [linked] = await tx.select({ id: users.id }).from(users).where(eq(column, identity.subject)).limit(1);
      if (linked) return linked.id;
      if (!identity.email) return null;
      const [byEmail] = await tx
        .select({
          id: users.id,
          subject: column,
          isVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
          hasPassword: sql<boolean>`${users.passwordHash} is not null`,
        })
        .from(users)
        .where(eq(sql`lower(${users.email})`, identity.email))
        .for("update")
        .limit(1);
      if (byEmail) {
        if (byEmail.subject !== null) return null;
        const dropsPassword = !byEmail.isVerified && byEmail.hasPassword;
        await tx
          .update(users)
          .set({
            [provider === "google" ? "googleSubject" : "facebookId"]: identity.subject,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: sql`now()`,
            ...(dropsPassword ? { passwordHash: null } : {}),
          })
          .where(eq(users.id, byEmail.id));
        if (dropsPassword) await tx.delete(sessions).where(eq(sessions.userId, byEmail.id));
        await insertAccountEvent(tx, byEmail.id, "social_linked", origin);
        return byEmail.id;
      }
      const name = identity.name ?? identity.email.split("@")[0] ?? "Member";
      const [created] = await tx
        .insert(users)
        .values({
          name,
          displayName: name,
          email: identity.email,
          userType: "User",
          [provider === "google" ? "googleSubject" : "facebookId"]: identity.subject,
          emailVerifiedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) return "retry";
      await insertAccountEvent(tx, created.id, "signed_up", origin);
      return created.id;
    });
    if (found !== "retry") return found;
  }
  return null;
}
