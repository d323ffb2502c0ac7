import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

export type SmsMessage = { to: string; body: string };

export type TwilioSettings = { accountSid: string; authToken: string; from: string; apiUrl: string };

export type SmsSender = {
  /** "twilio" with the Twilio settings; otherwise "file": each message becomes a `.txt` file in `smsDir`. */
  mode: "twilio" | "file";
  smsDir: string;
  send: (message: SmsMessage) => Promise<void>;
};

type SmsOptions = { twilio: TwilioSettings | null; dataDir: string; fetch?: typeof fetch };

/** A text-message sender, as the mailer is for mail: Twilio's REST API, or files in DATA_DIR/sms. */
export function createSmsSender({ twilio, dataDir, fetch: fetchFn = fetch }: SmsOptions): SmsSender {
  const smsDir = path.join(dataDir, "sms");
  if (twilio) {
    const url = `${twilio.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
    const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString("base64")}`;
    return {
      mode: "twilio",
      smsDir,
      send: async ({ to, body }) => {
        const response = await fetchFn(url, {
          method: "POST",
          headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ To: to, From: twilio.from, Body: body }),
          signal: AbortSignal.timeout(10_000),
        });
        // Twilio's error body names the cause (an unverified number, a bad sender), never the token.
        if (!response.ok)
          throw new Error(`Twilio answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      },
    };
  }
  return {
    mode: "file",
    smsDir,
    send: async ({ to, body }) => {
      await mkdir(smsDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        smsDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.txt`,
      );
      // The messages hold confirmation codes: readable by this user only.
      await writeFile(file, `To: ${to}\n\n${body}\n`, { mode: 0o600 });
    },
  };
}
