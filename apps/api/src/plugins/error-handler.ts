import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type ErrorCode } from "../lib/app-error.ts";
import { QueueBusyError } from "../lib/bounded-queue.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The `message` of a 400 for a request that fails its schema, instead of "Invalid request.":
     * a fixed text, or "first-error" for the first field's own message (a form shows it as its
     * general message). `errors` still lists every field.
     */
    validationMessage?: string;
  }
}

type ErrorReply = { status: number; message: string; errors?: Record<string, string[]> };

/** The answer when the database's line is full or a turn did not come in time (database.ts). */
export const DATABASE_BUSY = "The server is busy. Please try again in a moment.";

const messages: Partial<Record<number, string>> = {
  400: "Invalid request.",
  401: "Please sign in to continue.",
  403: "You are not allowed to do this.",
  404: "Not found.",
  405: "Method not allowed.",
  409: "This conflicts with existing data.",
  413: "Request body is too large.",
  415: "Unsupported content type.",
  429: "Too many requests. Please try again later.",
  503: "Service unavailable. Please try again later.",
};
const INTERNAL_MESSAGE = "Something went wrong. Please try again later.";

/** Turns any error into `{ result: 0, message, errors? }` with the right status; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseBusy(error)) {
      // Nothing ran: the statement that was refused a turn never reached the database.
      const retryAfter = Math.max(1, Math.ceil(app.config.databaseQueue.timeoutMs / 1000));
      request.log.warn({ retryAfter }, "database busy: answered 503");
      return reply.status(503).header("retry-after", String(retryAfter)).send({ result: 0, message: DATABASE_BUSY });
    }
    const known = describe(error, request);
    if (known) {
      return reply.status(known.status).send({ result: 0, message: known.message, errors: known.errors });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ result: 0, message: INTERNAL_MESSAGE, requestId: request.id });
  });
}

/** A refused turn, as thrown or as the cause the query builder wrapped it in. */
function isDatabaseBusy(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof QueueBusyError) return true;
  }
  return false;
}

function describe(error: FastifyError, request: FastifyRequest): ErrorReply | null {
  if (error instanceof AppError) {
    return { status: error.status, message: error.message, errors: error.fieldErrors };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const where = error.validationContext ?? "request";
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || where;
      (errors[field] ??= []).push(issue.message ?? "Invalid value.");
    }
    const wanted = request.routeOptions.config?.validationMessage;
    const first = Object.values(errors)[0]?.[0];
    const message = wanted === "first-error" ? (first ?? messages[400]!) : (wanted ?? messages[400]!);
    return { status: 400, message, errors };
  }
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, message: "The request body is not valid JSON." };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, message: messages[413]! };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: 415, message: messages[415]! };
  }
  // JSON.parse failures from the body parser arrive as a SyntaxError with status 400.
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, message: "The request body is not valid JSON." };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: messages[status] ?? messages[400]! };
  return null;
}

export function fail(code: ErrorCode, message: string): never {
  throw new AppError(code, message);
}
