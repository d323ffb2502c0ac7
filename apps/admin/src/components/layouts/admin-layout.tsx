import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import type { LucideIcon } from "lucide-react";
import { initialsOf } from "@mp/ui/lib/format.ts";
import { LogoMark } from "@mp/ui/components/logo-mark.tsx";
import { AdminBadge } from "../ui/admin-badge";
import "./admin-layout.css";

/** One entry of the panel's navigation: a top-level page. */
export type AdminSection = {
  path: string;
  label: string;
  icon: LucideIcon;
  /** Shown to Super-Admins only (the server checks the role as well). */
  superAdminOnly?: boolean;
};

type AdminLayoutProps = {
  productName: string;
  /** The site's home page. */
  siteUrl: string;
  adminName: string;
  /** "Admin" or "Super-Admin". */
  adminRole: string;
  /** The navigation's pages (those the admin's role may open). */
  sections: AdminSection[];
  children: ReactNode;
};

/** The panel's frame: the product and "Admin", who is signed in, and the way back to the site. */
export function AdminLayout({ productName, siteUrl, adminName, adminRole, sections, children }: AdminLayoutProps) {
  return (
    <div className="admin-layout">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="admin-header on-dark">
        <div className="container admin-header__bar">
          <Link to="/" className="admin-header__brand">
            <LogoMark className="admin-header__mark" />
            <span className="admin-header__product">{productName}</span>
            <AdminBadge />
          </Link>
          <p className="admin-header__account">
            <span className="avatar admin-header__avatar" aria-hidden="true">
              {initialsOf(adminName)}
            </span>
            <span className="admin-header__who">
              <span className="visually-hidden">Signed in as </span>
              <span className="admin-header__name">{adminName}</span>
              <span className="admin-header__role">
                <span className="visually-hidden">, </span>
                {adminRole}
              </span>
            </span>
          </p>
          <a href={siteUrl} className="admin-header__back">
            <ArrowLeft aria-hidden="true" />
            <span>Back to site</span>
          </a>
        </div>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label="Admin sections">
          <ul className="admin-nav__list">
            {sections.map(({ path, label, icon: Icon }) => (
              <li key={path}>
                <NavLink to={path} end={path === "/"} className="admin-nav__link">
                  <Icon aria-hidden="true" className="admin-nav__icon" />
                  <span>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="admin-main">
          {children}
        </main>
      </div>
    </div>
  );
}
