import { QUEUE_BOARD_PATH } from '@signpost/contracts';

export const BOARD_COOKIE = 'signpost_queue_board';

/**
 * The Set-Cookie of a board session: unreadable by scripts, never sent cross-site (which also keeps
 * the board's job actions safe from forged requests), and sent only to the board's own path.
 */
export function boardCookie(token: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  return [
    `${BOARD_COOKIE}=${token}`,
    `Path=${QUEUE_BOARD_PATH}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The board session's token from a Cookie header, if any. */
export function readCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BOARD_COOKIE && value.length > 0) return value.join('=');
  }
  return undefined;
}
