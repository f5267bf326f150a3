import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The verification link of the newest mail to `email` in the outbox (docs/operating.md: without SMTP each
 * mail is an .eml file in $DATA_DIR/outbox). Mail bodies may be quoted-printable, so soft line
 * breaks and `=3D` are undone before looking.
 */
export function verificationPath(dataDir: string, email: string): string | null {
  const outbox = join(dataDir, 'outbox');
  const links = (existsSync(outbox) ? readdirSync(outbox, { recursive: true, encoding: 'utf8' }) : [])
    .filter((name) => name.endsWith('.eml'))
    .map((name) =>
      readFileSync(join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    )
    .filter((text) => text.includes(email))
    .flatMap((text) => [...text.matchAll(/\/verify-email\?token=[\w.~%-]+/g)].map((match) => match[0]));
  return links.at(-1) ?? null;
}

/** The verification link once its mail is in the outbox: the mail job runs after the sign-up answers. */
export async function waitForVerificationPath(
  dataDir: string,
  email: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const path = verificationPath(dataDir, email);
    if (path) return path;
    if (Date.now() > deadline) throw new Error(`no verification mail for ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
