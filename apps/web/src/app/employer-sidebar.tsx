import { Suspense, type ReactNode } from "react";
import { useSessionValue } from "../lib/session";
import { lazyChunk } from "../lib/load-chunk";

// Only Employers see it, so its code loads only for them.
const CategorySidebar = lazyChunk(async () => ({
  default: (await import("../features/categories/components/category-sidebar")).CategorySidebar,
}));

/** Only the Employer type sees the category sidebar (spec section 6); it follows sign-in and sign-out. */
export function useEmployerSidebar(): ReactNode {
  // Above the whole page: a re-render here after hydration would hydrate every boundary at once.
  const isEmployer = useSessionValue((session) => session.isLoggedIn && session.user?.userType === "Employer");
  return isEmployer ? (
    <Suspense fallback={null}>
      <CategorySidebar />
    </Suspense>
  ) : undefined;
}
