import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { listingFields } from "@mp/db/schema/index";
import type { CustomField } from "@mp/contracts/listing";
import type { ListingField } from "@mp/contracts/vendor-listing";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { preparedPerDatabase } from "../../lib/prepared.ts";

const statements = preparedPerDatabase((db) => ({
  customFields: db
    .select({ label: listingFields.label, type: listingFields.type, value: listingFields.value })
    .from(listingFields)
    .where(eq(listingFields.listingId, sql.placeholder("id")))
    .orderBy(asc(listingFields.position), asc(listingFields.id))
    .limit(100)
    .prepare("listing_custom_fields"),
}));

/** The vendor's custom fields of a listing, in their order. */
export async function findCustomFields(db: Database, listingId: string): Promise<CustomField[]> {
  return statements(db).customFields.execute({ id: listingId });
}

/** Replaces the listing's fields with `fields`, in their order. */
export async function replaceCustomFields(tx: CatalogueTx, listingId: string, fields: ListingField[]): Promise<void> {
  await tx.delete(listingFields).where(eq(listingFields.listingId, listingId));
  if (fields.length > 0) {
    await tx.insert(listingFields).values(fields.map((field, position) => ({ listingId, position, ...field })));
  }
}
