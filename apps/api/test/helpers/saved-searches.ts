import type { FastifyInstance } from "fastify";
import type { SavedSearch } from "@mp/contracts/saved-search";
import type { Mailer, MailMessage } from "../../src/lib/mailer.ts";
import { SETTLE_MS, type AlertWorkContext } from "../../src/modules/saved-searches/alert-tasks.ts";
import { alertWorkContext } from "../../src/modules/saved-searches/schedule.ts";
import { quietLog } from "../subscription-renewals-fixtures.ts";
import type { Account } from "./accounts.ts";
import { callApi } from "./vendor.ts";

/** A mailer that keeps what it is asked to send (or refuses, while `state.failing`). */
export function keptMail() {
  const sent: MailMessage[] = [];
  const state = { failing: false };
  const mailer = {
    mode: "file",
    mailDir: "",
    send: async (message: MailMessage) => {
      if (state.failing) throw new Error("SMTP down");
      sent.push(message);
    },
  } as unknown as Mailer;
  return { sent, mailer, state };
}

/** The app's alert context with `mailer`, a quiet log and any override. */
export function alertContext(app: FastifyInstance, mailer: Mailer, overrides: Partial<AlertWorkContext> = {}) {
  return { ...alertWorkContext(app), mailer, log: quietLog(), ...overrides };
}

/** A run's clock: everything published until this moment is past the settling time. */
export const runNow = () => new Date(Date.now() + SETTLE_MS + 1);

/** The mails among `sent` whose subject names the saved search `name`. */
export const mailsFor = (sent: MailMessage[], name: string) => sent.filter((m) => m.subject.includes(`“${name}”`));

/** Saves a search through the API as `account` (an instant one of /search unless overridden). */
export async function saveSearch(app: FastifyInstance, account: Account, overrides: object): Promise<SavedSearch> {
  const res = await callApi<{ result_value: SavedSearch }>(app, "POST", "/api/saved-searches", account.token, {
    kind: "listings",
    name: "My search",
    path: "/search",
    params: {},
    frequency: "instant",
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`save failed: ${res.status} ${res.text}`);
  return res.body.result_value;
}
