import { describe, expect, it } from "vitest";
import { migrate } from "../src/migrate.ts";
import { migrationsFolder, withDatabaseBefore } from "./helpers/database-before.ts";

const ids = {
  ann: "00000000-0000-4000-8000-0000000000a1",
  ben: "00000000-0000-4000-8000-0000000000a2",
  category: "00000000-0000-4000-8000-0000000000c1",
  subcategory: "00000000-0000-4000-8000-0000000000c2",
  listing: "00000000-0000-4000-8000-0000000000d1",
  conversation: "00000000-0000-4000-8000-0000000000e1",
  message: "00000000-0000-4000-8000-0000000000f1",
};

describe("migration 0015: messages a moderator can hide", () => {
  it("keeps the messages there were, shown, and keeps the three hidden columns consistent", async () => {
    await withDatabaseBefore(15, async (handle) => {
      await handle.exec(`
        insert into users (id, name, email) values ('${ids.ann}', 'Ann', 'ann@example.com'), ('${ids.ben}', 'Ben', 'ben@example.com');
        insert into categories (id, name, slug, icon) values ('${ids.category}', 'Care', 'care', '/i.svg');
        insert into subcategories (id, category_id, name, slug, image) values ('${ids.subcategory}', '${ids.category}', 'Nails', 'nails', '/n.svg');
        insert into listings (id, vendor_id, category_id, subcategory_id, kind, status, name, description, address, city)
          values ('${ids.listing}', '${ids.ann}', '${ids.category}', '${ids.subcategory}', 'business', 'published', 'Polish', 'Nails', '1 Main St', 'Springfield');
        insert into conversations (id, listing_id, first_user_id, second_user_id) values ('${ids.conversation}', '${ids.listing}', '${ids.ben}', '${ids.ann}');
        insert into messages (id, conversation_id, sender_id, recipient_id, body)
          values ('${ids.message}', '${ids.conversation}', '${ids.ben}', '${ids.ann}', 'Are you open on Sunday?');
      `);
      await migrate(handle, migrationsFolder);
      const read = async () =>
        (
          (await handle.db.execute(
            `select body, hidden_at is not null as hidden, hidden_cause, hidden_note from messages where id = '${ids.message}'`,
          )) as unknown as { rows: Record<string, unknown>[] }
        ).rows;
      expect(await read()).toEqual([
        { body: "Are you open on Sunday?", hidden: false, hidden_cause: null, hidden_note: null },
      ]);

      await handle.exec(
        `update messages set hidden_at = now(), hidden_cause = 'moderation', hidden_note = 'Spam' where id = '${ids.message}'`,
      );
      expect(await read()).toEqual([
        { body: "Are you open on Sunday?", hidden: true, hidden_cause: "moderation", hidden_note: "Spam" },
      ]);
      // A time without a cause, a cause without a time, or an unknown cause are refused.
      for (const set of ["hidden_cause = null", "hidden_at = null", "hidden_cause = 'whim'"]) {
        await expect(handle.exec(`update messages set ${set} where id = '${ids.message}'`)).rejects.toThrow(
          /messages_hidden_check/,
        );
      }
      expect(await read()).toEqual([
        { body: "Are you open on Sunday?", hidden: true, hidden_cause: "moderation", hidden_note: "Spam" },
      ]);
    });
  });
});
