import { Users } from "lucide-react";
import type { AdminSection } from "../components/layouts/admin-layout";

/**
 * The panel's pages, in the navigation's order: Dashboard, Moderation, Users, Catalogue, Plans,
 * Payments, Audit log. Each page's route is in router.tsx.
 */
export const adminSections: AdminSection[] = [{ path: "/users", label: "Users", icon: Users }];
