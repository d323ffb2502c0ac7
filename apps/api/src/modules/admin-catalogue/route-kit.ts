import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, fieldError } from "../../lib/app-error.ts";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { ok } from "../../lib/result.ts";
import { signedInRoutes } from "../../plugins/signed-in-routes.ts";
import { recordAdminAction } from "../audit/public.ts";
import { deleteUnusedImages } from "../uploads/public.ts";
import { moved, reordered } from "./order.ts";
import { isUniqueViolation, writePositions } from "./write-repository.ts";

type Kind = "category" | "subcategory";
type AuditTarget = { type: string; id: string };

/**
 * What the category and subcategory routes share: their options (Admin, documented, first error
 * only), the catalogue write whose slug race is the same 409 as a slug taken before, the id
 * answer, a save audited with the row's snapshots, a new order or a move written with its one
 * audit row, and the clean-up of an image no longer shown.
 */
export function catalogueRouteKit<R extends { id: string }>(
  app: FastifyInstance,
  kind: Kind,
  slugTaken: string,
  snapshot: (row: R) => Record<string, unknown>,
) {
  const table = kind === "category" ? ("categories" as const) : ("subcategories" as const);

  const options = signedInRoutes(["Admin"], app.requireAdmin).firstError;

  const write = <T>(work: (tx: CatalogueTx) => Promise<T>): Promise<T> =>
    app.catalogueWriter.write(work).catch((err: unknown) => {
      if (!isUniqueViolation(err)) throw err;
      throw fieldError("CONFLICT", "slug", slugTaken);
    });

  const idAnswer = (id: string) => ok({ _id: id });

  /** Audits `row` as created (no `current`) or as an edit of `current`. */
  const audited = async (tx: CatalogueTx, request: FastifyRequest, current: R | null, row: R) => {
    await recordAdminAction(tx, request, {
      action: `${kind}.${current ? "update" : "create"}`,
      targetType: kind,
      targetId: row.id,
      before: current ? snapshot(current) : undefined,
      after: snapshot(row),
    });
    return row;
  };

  /** Rewrites the positions of the rows to `next` (ids in order), audited as one action on `target`. */
  const applyOrder = async (
    tx: CatalogueTx,
    request: FastifyRequest,
    before: string[],
    next: string[],
    target: AuditTarget & { action: string },
  ) => {
    await writePositions(tx, table, next);
    await recordAdminAction(tx, request, {
      action: target.action,
      targetType: target.type,
      targetId: target.id,
      before: { order: before },
      after: { order: next },
    });
    return ok({ ids: next });
  };

  /** Puts `rows` in the order of `ids`: a 409 `mismatch` unless it lists exactly them. */
  const putInOrder = (
    tx: CatalogueTx,
    request: FastifyRequest,
    rows: R[],
    ids: string[],
    mismatch: string,
    target: AuditTarget,
  ) => {
    const before = rows.map((row) => row.id);
    const next = reordered(before, ids);
    if (!next) throw new AppError("CONFLICT", mismatch);
    return applyOrder(tx, request, before, next, { ...target, action: `${kind}.reorder` });
  };

  /** Moves row `id` one place `direction` among `rows`: a 404 `notFound` when it is not one of them. */
  const moveOne = (
    tx: CatalogueTx,
    request: FastifyRequest,
    rows: R[],
    move: { id: string; direction: "up" | "down"; notFound: string },
    target: AuditTarget,
  ) => {
    const before = rows.map((row) => row.id);
    const next = moved(before, move.id, move.direction);
    if (!next) throw new AppError("NOT_FOUND", move.notFound);
    return applyOrder(tx, request, before, next, { ...target, action: `${kind}.move_${move.direction}` });
  };

  /** After commit: the uploaded image a write let go of, deleted unless something else shows it. */
  const dropImage = async (request: FastifyRequest, imageId: string | null) => {
    if (imageId) await deleteUnusedImages(app.database.db, app.fileStore, [imageId], request.log);
  };

  return { options, write, idAnswer, audited, putInOrder, moveOne, dropImage };
}
