import { describe, expect, it } from "vitest";
import { migrate } from "../src/migrate.ts";
import { migrationsFolder, withDatabaseBefore } from "./helpers/database-before.ts";

describe("the accounts migration", () => {
  it("upgrades a database with data: lower-case emails, demo freelancers' role, rows kept", async () => {
    await withDatabaseBefore(2, async (handle) => {
      await handle.exec(`
        insert into users (id, name, email, user_type) values
          ('00000000-0000-4000-8000-000000000001', 'Fay Freelancer', 'Fay@Example.com', 'User'),
          ('00000000-0000-4000-8000-000000000002', 'Vic Vendor', 'vic@example.com', 'User');
        insert into categories (id, name, slug, icon) values ('00000000-0000-4000-8000-0000000000c1', 'Care', 'care', '/i.svg');
        insert into freelancers (user_id, category_id, full_name, headline, bio, skills, hourly_rate_cents, location)
          values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1', 'Fay', 'h', 'b', '{a}', 2000, 'x');
      `);
      await migrate(handle, migrationsFolder);
      const { rows } = (await handle.db.execute(
        "select name, email, additional_roles, password_hash, connects from users order by name",
      )) as unknown as { rows: Record<string, unknown>[] };
      expect(rows).toEqual([
        {
          name: "Fay Freelancer",
          email: "fay@example.com",
          additional_roles: ["Freelancer"],
          password_hash: null,
          connects: 0,
        },
        { name: "Vic Vendor", email: "vic@example.com", additional_roles: [], password_hash: null, connects: 0 },
      ]);
    });
  });
});
