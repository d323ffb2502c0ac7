import type { ReactNode } from "react";
import { Link } from "react-router";
import { LogoMark } from "@mp/ui/components/logo-mark.tsx";
import { paths } from "../../../lib/paths";
import { config } from "../../config";
import "./subscription-pages.css";

/**
 * The payment pages have no layout: the product's name back home, the page's heading (outside
 * the guard, so the page always has one) and its one card.
 */
export function PaymentFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="payment-frame">
      <Link to={paths.home} className="payment-frame__home">
        <LogoMark />
        {config.productName}
      </Link>
      <div className="payment-frame__content">
        <h1 className="payment-frame__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
