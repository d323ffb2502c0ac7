import { BadgeDollarSign, CreditCard, Flag, FolderTree, History, LayoutDashboard, Users } from "lucide-react";
import type { AdminSection } from "../components/layouts/admin-layout";

/**
 * The panel's pages, in the navigation's order: Dashboard, Moderation, Users, Catalogue, Plans,
 * Payments, Audit log. Each page's route is in router.tsx.
 */
export const adminSections: AdminSection[] = [
  { path: "/", label: "Dashboard", icon: LayoutDashboard },
  { path: "/moderation", label: "Moderation", icon: Flag },
  { path: "/users", label: "Users", icon: Users },
  { path: "/catalogue", label: "Catalogue", icon: FolderTree },
  { path: "/plans", label: "Plans", icon: BadgeDollarSign },
  { path: "/payments", label: "Payments", icon: CreditCard },
  { path: "/audit", label: "Audit log", icon: History },
];
