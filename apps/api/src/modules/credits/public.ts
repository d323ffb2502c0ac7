// What other modules may use of credits: the ledger's movements (grant, spend, expire) and reads.
export {
  expireCredits,
  findLedgerRows,
  grantCredits,
  ledgerBalance,
  spendCredits,
  type CreditMovement,
  type CreditOutcome,
  type LedgerRow,
} from "./ledger.ts";
export { toLedgerRowView } from "./ledger-view.ts";
