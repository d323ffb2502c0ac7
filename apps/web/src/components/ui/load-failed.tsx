import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@mp/ui/components/button.tsx";
import { StatusMessage } from "@mp/ui/components/status-message.tsx";

type Refetchable = { refetch: () => Promise<unknown>; isFetching: boolean; error: Error };

/** A query failed: its message and a Retry button that is disabled while the retry runs. */
export function LoadFailed({ query, title }: { query: Refetchable; title: ReactNode }) {
  return (
    <StatusMessage
      tone="error"
      icon={<TriangleAlert aria-hidden="true" />}
      title={title}
      action={
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? "Retrying…" : "Retry"}
        </Button>
      }
    >
      {query.error.message}
    </StatusMessage>
  );
}
