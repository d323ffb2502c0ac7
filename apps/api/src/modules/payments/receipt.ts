import PDFDocument from "pdfkit";
import type { PaymentRow } from "./payment-repository.ts";
import type { PlanRow } from "./plan-repository.ts";

const day = (at: Date) => at.toISOString().slice(0, 10);

/** "$12.50" for USD, "12.50 EUR" for the others; a refund's negative amount as "-$12.50". */
export function formatAmount(cents: number, currency: string): string {
  const sign = cents < 0 ? "-" : "";
  const value = (Math.abs(cents) / 100).toFixed(2);
  return currency.toLowerCase() === "usd" ? `${sign}$${value}` : `${sign}${value} ${currency.toUpperCase()}`;
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
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const valueX = left + 150;
  doc.font("Helvetica-Bold").fontSize(22).text(productName, left, doc.page.margins.top);
  doc.font("Helvetica").fontSize(14).fillColor("#555555").text("Receipt");
  doc.moveDown(0.8);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor("#cccccc").stroke();
  doc.moveDown(1);
  const period =
    payment.periodStart && payment.periodEnd ? `${day(payment.periodStart)} to ${day(payment.periodEnd)}` : "—";
  const rows: [string, string][] = [
    ["Receipt number", payment.receiptNumber],
    ["Date", day(payment.createdAt)],
    ["Plan", `${plan.name} (${plan.family === "user" ? "user plan" : "hire plan"})`],
    ["Item", kindWords[payment.kind]],
    ["Period", period],
    ["Amount", formatAmount(payment.amountCents, payment.currency)],
    [
      "Status",
      payment.kind === "refund" || payment.status === "refunded"
        ? "Refunded"
        : payment.status === "paid"
          ? "Paid"
          : "Failed",
    ],
    ["Payment method", payment.provider === "test" ? "Test mode (no real payment)" : "Card (Stripe)"],
  ];
  doc.fontSize(11).fillColor("#000000");
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font("Helvetica")
      .fillColor("#555555")
      .text(label, left, y, { width: valueX - left - 12 });
    doc
      .font(label === "Amount" ? "Helvetica-Bold" : "Helvetica")
      .fillColor("#000000")
      .text(value, valueX, y, { width: right - valueX });
    doc.moveDown(0.7);
  }
  doc.moveDown(1);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor("#cccccc").stroke();
  doc.moveDown(0.8);
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#555555")
    .text(`Thank you for your purchase. Keep this receipt for your records.`, left);
  doc.end();
  return done;
}
