import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@mp/ui/components/button.tsx";
import { formatNumber } from "@mp/ui/lib/format.ts";
import "./pager.css";

type PagerProps = {
  /** What is paged, for the navigation's name: "Pages of users". */
  label: string;
  page: number;
  /** 0 when the number of pages is not known: the status then says the page only. */
  pageCount: number;
  hasMore: boolean;
  onPage: (page: number) => void;
};

/**
 * Previous and Next of a list numbered from 1. At either end the button stays focusable with
 * aria-disabled, so the keyboard focus is not lost when Next reaches the last page.
 */
export function Pager({ label, page, pageCount, hasMore, onPage }: PagerProps) {
  const hasPrevious = page > 1;
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" aria-disabled={!hasPrevious} onClick={() => hasPrevious && onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="pager__status">
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
