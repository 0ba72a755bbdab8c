import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";

export type MailMessage = { to: string; subject: string; text: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go: "smtp" or the outbox folder. */
  readonly destination: string;
}

/**
 * Real mail through nodemailer: SMTP when SMTP_URL is set, otherwise the same message rendered by
 * nodemailer's stream transport and written to the local outbox (one .eml file per message), so
 * a developer can open what a merchant would receive.
 */
export function createMailer(config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "MAIL_OUTBOX_DIR">): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      destination: "smtp",
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const outbox = path.resolve(config.MAIL_OUTBOX_DIR);
  return {
    destination: outbox,
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await fs.mkdir(outbox, { recursive: true });
      await fs.writeFile(path.join(outbox, `${Date.now()}-${randomUUID()}.eml`), info.message as Buffer);
    },
  };
}
