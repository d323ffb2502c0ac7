import type { ReactNode } from "react";
import { CategorySidebar } from "../features/categories/components/category-sidebar";
import { useSession } from "../lib/session";

/** Only the Employer type sees the category sidebar (spec section 6); it follows sign-in and sign-out. */
export function useEmployerSidebar(): ReactNode {
  const { isLoggedIn, user } = useSession();
  return isLoggedIn && user?.userType === "Employer" ? <CategorySidebar /> : undefined;
}
