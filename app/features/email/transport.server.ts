import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { InlineAttachment } from "~db/schema";

type MailToSend = {
  id: string;
  to: string;
  replyTo?: string | null;
  headers?: Record<string, string> | null;
  subject: string;
  html: string;
  text: string;
  attachments: InlineAttachment[];
};
export type MailTransport = { send(mail: MailToSend): Promise<void>; close(): void; describe: string };

/** SMTP when a URL is configured, otherwise .eml files in a dev mailbox folder. */
export function createMailTransport(options: { smtpUrl?: string; mailboxDir: string; from: string }): MailTransport {
  const toMessage = (mail: MailToSend) => ({
    from: options.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${mail.id}@${options.from.match(/@([^>\s]+)/)?.[1] ?? "localhost"}>`,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, "base64"),
    })),
  });

  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      describe: `SMTP ${new URL(options.smtpUrl).host}`,
      send: async (mail) => void (await transporter.sendMail(toMessage(mail))),
      close: () => transporter.close(),
    };
  }

  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `boîte de développement ${options.mailboxDir}`,
    send: async (mail) => {
      const info = await transporter.sendMail(toMessage(mail));
      await mkdir(options.mailboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(options.mailboxDir, `${stamp}-${mail.id}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
