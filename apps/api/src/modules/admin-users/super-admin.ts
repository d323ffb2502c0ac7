import { eq, sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { sessions, users } from "@mp/db/schema/index";

type SuperAdmin = { email: string; passwordHash: string; name: string | undefined };

/**
 * Makes the account of `email` a Super-Admin with this password, creating it when there is
 * none. A new password ends the account's earlier sessions. The operator vouches for the email.
 */
export async function upsertSuperAdmin(db: Database, { email, passwordHash, name }: SuperAdmin) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .for("update")
      .limit(1);
    if (existing) {
      await tx
        .update(users)
        .set({
          additionalUserType: "Super-Admin",
          passwordHash,
          ...(name ? { name, displayName: name } : {}),
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      return { id: existing.id, created: false };
    }
    const adminName = name ?? "Administrator";
    const [created] = await tx
      .insert(users)
      .values({
        name: adminName,
        displayName: adminName,
        email: email.toLowerCase(),
        userType: "User",
        additionalUserType: "Super-Admin",
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!created) throw new Error("the account could not be created");
    return { id: created.id, created: true };
  });
}
