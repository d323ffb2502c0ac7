import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { ApiError } from "../lib/api-client.ts";
import { Button } from "./button.tsx";
import { StatusMessage } from "./status-message.tsx";

type Refetchable = { refetch: () => Promise<unknown>; isFetching: boolean; error: Error };

type LoadFailedProps = {
  query: Refetchable;
  title: ReactNode;
  /** Said instead of the error's message. */
  children?: ReactNode;
  /** What a 404 says instead, with where to go (a retry would not help). */
  notFound?: { title: ReactNode; body: ReactNode; action: ReactNode };
};

/** Runs the failed query again; disabled while the retry runs. */
export function RetryButton({ query }: { query: Omit<Refetchable, "error"> }) {
  return (
    <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
      {query.isFetching ? "Retrying…" : "Retry"}
    </Button>
  );
}

/** A query failed: its message and a Retry button. */
export function LoadFailed({ query, title, children, notFound }: LoadFailedProps) {
  const isMissing = notFound !== undefined && query.error instanceof ApiError && query.error.status === 404;
  return (
    <StatusMessage
      tone="error"
      icon={<TriangleAlert aria-hidden="true" />}
      title={isMissing ? notFound.title : title}
      action={isMissing ? notFound.action : <RetryButton query={query} />}
    >
      {isMissing ? notFound.body : (children ?? query.error.message)}
    </StatusMessage>
  );
}
