import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@mp/ui/components/button.tsx";
import "./users-pager.css";
import { formatNumber } from "@mp/ui/lib/format.ts";

type UsersPagerProps = {
  page: number;
  pageCount: number;
  hasMore: boolean;
  onPage: (page: number) => void;
};

/**
 * Previous and Next. At either end the button stays focusable with aria-disabled, so the
 * keyboard focus is not lost when Next reaches the last page.
 */
export function UsersPager({ page, pageCount, hasMore, onPage }: UsersPagerProps) {
  const hasPrevious = page > 1;
  return (
    <nav className="users-pager" aria-label="Pages of users">
      <Button variant="secondary" aria-disabled={!hasPrevious} onClick={() => hasPrevious && onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="users-pager__status">
        Page <strong>{formatNumber(page)}</strong>
        {pageCount > 0 && <> of {formatNumber(pageCount)}</>}
      </p>
      <Button variant="secondary" aria-disabled={!hasMore} onClick={() => hasMore && onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
