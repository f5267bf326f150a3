import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '@signpost/config';
import type { Logger } from '@signpost/logger';
import { writeOutboxFile } from './outbox.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's link, logged by the outbox so that mail works offline; SMTP never logs it. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

/**
 * nodemailer waits minutes by default; a mail job holds a worker slot meanwhile, so a dead or silent
 * server must fail the attempt soon and leave the retry to the queue.
 */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 20_000,
};

/** SMTP when `smtpUrl` is set, otherwise one .eml file per message in `outboxDir`. */
export function createMailer(
  config: Config['mail'],
  logger: Logger,
  timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.from, logger, timeouts)
    : outboxMailer(config.outboxDir, config.from, logger);
}

/**
 * A nodemailer transport made on the first message: most processes send mail seldom or never, so
 * they need not hold nodemailer until then.
 */
function onFirstMessage(make: (nodemailer: typeof Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then(make)),
    close: async () => (await transport)?.close(),
  };
}

function smtpMailer(url: string, from: string, logger: Logger, timeouts: SmtpTimeouts): Mailer {
  const transport = onFirstMessage(({ createTransport }) =>
    createTransport(
      {
        url,
        connectionTimeout: timeouts.connectionMs,
        greetingTimeout: timeouts.greetingMs,
        socketTimeout: timeouts.socketMs,
        dnsTimeout: timeouts.connectionMs,
      },
      { from },
    ),
  );
  return {
    async send({ to, subject, text, html }) {
      const info = await (await transport.get()).sendMail({ to, subject, text, html });
      logger.info({ to, subject, messageId: info.messageId }, 'mail sent');
    },
    close: transport.close,
  };
}

function outboxMailer(outboxDir: string, from: string, logger: Logger): Mailer {
  // CRLF line ends: an .eml file is the message as it would travel, which RFC 5322 defines with them.
  const transport = onFirstMessage(({ createTransport }) =>
    createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from }),
  );
  return {
    async send({ to, subject, text, html, link }) {
      const { message } = await (await transport.get()).sendMail({ to, subject, text, html });
      if (!Buffer.isBuffer(message)) throw new Error('the outbox transport did not buffer the message');
      const file = await writeOutboxFile(outboxDir, message);
      logger.info({ to, subject, link, file }, 'mail written to the outbox');
    },
    close: transport.close,
  };
}
