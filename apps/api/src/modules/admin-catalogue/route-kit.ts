import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { bearerSecurity } from "../../plugins/openapi.ts";
import { recordAdminAction } from "../audit/public.ts";
import { isUniqueViolation, writePositions } from "./write-repository.ts";

/**
 * What the category and subcategory routes share: their options (Admin, documented, first error
 * only), the catalogue write whose slug race is the same 409 as a slug taken before, the id
 * answer, and a new order written with its one audit row.
 */
export function catalogueRouteKit(app: FastifyInstance, slugTaken: string) {
  const options = <S extends object>(summary: string, schema: S) => ({
    onRequest: app.requireAdmin,
    schema: { tags: ["Admin"], summary, security: bearerSecurity, ...schema },
    config: { validationMessage: "first-error" as const },
  });

  const write = <T>(work: (tx: CatalogueTx) => Promise<T>): Promise<T> =>
    app.catalogueWriter.write(work).catch((err: unknown) => {
      if (!isUniqueViolation(err)) throw err;
      throw new AppError("CONFLICT", slugTaken, { slug: [slugTaken] });
    });

  const idAnswer = (id: string) => ({ result: 1 as const, result_value: { _id: id } });

  /** Rewrites the positions of `table`'s rows to `next` (ids in order), audited as one action on `target`. */
  const applyOrder = async (
    tx: CatalogueTx,
    request: FastifyRequest,
    order: { table: "categories" | "subcategories"; before: string[]; next: string[] },
    target: { type: string; id: string; action: string },
  ) => {
    await writePositions(tx, order.table, order.next);
    await recordAdminAction(tx, request, {
      action: target.action,
      targetType: target.type,
      targetId: target.id,
      before: { order: order.before },
      after: { order: order.next },
    });
    return { result: 1 as const, result_value: { ids: order.next } };
  };

  return { options, write, idAnswer, applyOrder };
}
