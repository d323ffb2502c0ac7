import PDFDocument from "pdfkit";
import type { PaymentRow } from "./payment-repository.ts";
import type { PlanRow } from "./plan-repository.ts";

const day = (at: Date) => at.toISOString().slice(0, 10);

/** "$12.50" for USD, "12.50 EUR" for the others. */
export function formatAmount(cents: number, currency: string): string {
  const value = (cents / 100).toFixed(2);
  return currency.toLowerCase() === "usd" ? `$${value}` : `${value} ${currency.toUpperCase()}`;
}

const kindWords: Record<PaymentRow["kind"], string> = {
  purchase: "Subscription",
  upgrade: "Upgrade (prorated)",
  renewal: "Renewal",
  refund: "Refund",
};

/** A one-page PDF receipt: product name, receipt number, date, plan, period, amount and status. */
export function renderReceipt(productName: string, payment: PaymentRow, plan: PlanRow): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: `Receipt ${payment.receiptNumber}`, Author: productName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.fontSize(22).text(productName);
  doc.moveDown(0.5).fontSize(16).text("Receipt");
  doc.moveDown();
  const period =
    payment.periodStart && payment.periodEnd ? `${day(payment.periodStart)} to ${day(payment.periodEnd)}` : "—";
  const rows: [string, string][] = [
    ["Receipt number", payment.receiptNumber],
    ["Date", day(payment.createdAt)],
    ["Plan", `${plan.name} (${plan.family === "user" ? "user plan" : "hire plan"})`],
    ["Item", kindWords[payment.kind]],
    ["Period", period],
    ["Amount", formatAmount(payment.amountCents, payment.currency)],
    ["Status", payment.status === "paid" ? "Paid" : payment.status === "failed" ? "Failed" : "Refunded"],
    ["Payment method", payment.provider === "test" ? "Test mode (no real payment)" : "Card (Stripe)"],
  ];
  doc.fontSize(11);
  for (const [label, value] of rows) {
    doc.font("Helvetica-Bold").text(label, { continued: true }).font("Helvetica").text(`   ${value}`);
    doc.moveDown(0.3);
  }
  doc.end();
  return done;
}
