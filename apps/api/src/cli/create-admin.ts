/**
 * `npm run create-admin -- --email EMAIL --password PASSWORD [--name NAME]`
 *
 * Creates a Super-Admin account, or makes an existing account Super-Admin and sets its password.
 * Opens the database the way the server does (DATABASE_URL, else PGlite in DATA_DIR) and applies
 * the migrations first. PGlite allows one process at a time: stop the server before using it on
 * the same DATA_DIR. Exit codes: 0 done, 2 bad arguments or settings, 1 anything else.
 */
import { parseArgs } from "node:util";
import { signupRequestSchema } from "@mp/contracts/auth";
import type { ZodType } from "zod";
import { DatabaseInUseError, type DatabaseHandle } from "@mp/db/client";
import { migrate } from "@mp/db/migrate";
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { openConfiguredDatabase } from "../database.ts";
import { upsertSuperAdmin } from "../modules/admin-users/repository.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import { paths } from "../paths.ts";

const USAGE = "Usage: npm run create-admin -- --email EMAIL --password PASSWORD [--name NAME]";

type Arguments = { email: string; password: string; name: string | undefined };

class UsageError extends Error {}

/** The options, checked with the sign-up rules; every problem is listed at once. */
function parseArguments(argv: string[]): Arguments {
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const fields = signupRequestSchema.shape;
  const problems: string[] = [];
  const check = (option: string, schema: ZodType<string>, value: string | undefined, isRequired: boolean) => {
    if (value === undefined) {
      if (isRequired) problems.push(`--${option} is required.`);
      return undefined;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) problems.push(`--${option}: ${parsed.error.issues[0]?.message ?? "invalid value."}`);
    return parsed.data;
  };
  const email = check("email", fields.email, values.email, true);
  const password = check("password", fields.password, values.password, true);
  const name = check("name", fields.name, values.name, false);
  if (problems.length > 0 || email === undefined || password === undefined) throw new UsageError(problems.join("\n"));
  return { email: email.toLowerCase(), password, name };
}

async function main(): Promise<number> {
  let args: Arguments;
  let config: Config;
  try {
    args = parseArguments(process.argv.slice(2));
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof UsageError || err instanceof ConfigError)) throw err;
    console.error(err.message);
    console.error(USAGE);
    return 2;
  }
  let database: DatabaseHandle;
  try {
    database = await openConfiguredDatabase(config);
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    console.error(err.message);
    return 1;
  }
  try {
    await migrate(database, paths.migrations);
    const passwordHash = await hashPassword(args.password);
    const { created } = await upsertSuperAdmin(database.db, { email: args.email, name: args.name, passwordHash });
    console.log(
      created
        ? `Created the Super-Admin account ${args.email}.`
        : `${args.email} is now a Super-Admin, with the new password; its earlier sessions are ended.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error("create-admin failed:", err);
    process.exit(1);
  },
);
