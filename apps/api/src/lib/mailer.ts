import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

/** `headers`: extra headers, e.g. List-Unsubscribe on alert mails. */
export type MailMessage = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

export type Mailer = {
  /** "smtp" with `SMTP_URL`; otherwise "file": each message becomes an `.eml` file in `mailDir`. */
  mode: "smtp" | "file";
  mailDir: string;
  send: (message: MailMessage) => Promise<void>;
  /**
   * Sends without making the request wait, so that an answer takes as long whether a mail went
   * out or not; a failure is reported to `onError`. `idle` waits for the ones under way.
   */
  sendInBackground: (message: MailMessage, onError: (err: unknown) => void) => void;
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

type MailerOptions = { smtpUrl: string | undefined; from: string; dataDir: string };

export function createMailer({ smtpUrl, from, dataDir }: MailerOptions): Mailer {
  const mailDir = path.join(dataDir, "mail");
  const pending = new Set<Promise<void>>();
  let send: (message: MailMessage) => Promise<void>;
  let close = async () => {};

  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    send = async (message) => {
      await transport.sendMail({ from, ...message });
    };
    close = async () => transport.close();
  } else {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    send = async (message) => {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`,
      );
      // The messages hold reset links, which open accounts: readable by this user only.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
    };
  }

  return {
    mode: smtpUrl ? "smtp" : "file",
    mailDir,
    send: (message) => send(message),
    sendInBackground: (message, onError) => {
      const sending = send(message)
        .catch(onError)
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    idle: async () => {
      await Promise.all(pending);
    },
    close: async () => {
      await Promise.all(pending);
      await close();
    },
  };
}
