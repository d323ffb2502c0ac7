import type { LedgerRow as LedgerRowView } from "@mp/contracts/credits";
import type { LedgerRow } from "./repository.ts";

/** A ledger row as the API shows it: the user's own history and the admin panel's recent rows alike. */
export function toLedgerRowView(row: LedgerRow): LedgerRowView {
  return {
    _id: row.id,
    kind: row.kind,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
