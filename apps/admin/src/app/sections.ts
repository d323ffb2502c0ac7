import type { LucideIcon } from "lucide-react";
import { Users } from "lucide-react";

/** One entry of the panel's navigation: a top-level page. */
export type AdminSection = {
  path: string;
  label: string;
  icon: LucideIcon;
  /** Shown to Super-Admins only (the server checks the role as well). */
  superAdminOnly?: boolean;
};

/**
 * The panel's pages, in the navigation's order: Dashboard, Moderation, Users, Catalogue, Plans,
 * Payments, Audit log. Each page's route is in router.tsx.
 */
export const adminSections: AdminSection[] = [{ path: "/users", label: "Users", icon: Users }];
