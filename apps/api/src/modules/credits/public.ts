// What other modules may use of credits: the ledger's movements (grant, spend, expire) and reads.
export { expireCredits, grantCredits, spendCredits, type CreditOutcome } from "./ledger.ts";
export { findLedgerRows, ledgerBalance, type CreditMovement, type LedgerRow } from "./repository.ts";
export { toLedgerRowView } from "./ledger-view.ts";
