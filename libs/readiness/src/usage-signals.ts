/** What a site says AI may do with its content, from robots.txt lines and response headers. */
export interface UsageSignals {
  /** Cloudflare's Content-Signal keys (search, ai-input, ai-train, use) with their values as written. */
  contentSignal: Record<string, string>;
  /** IETF aipref Content-Usage categories (train-ai, search) with `y` or `n`; path-scoped lines are left out. */
  contentUsage: Record<string, string>;
}

/** `search=yes, ai-train=no` or `train-ai=n, search=y`; the last value of a key wins. */
function pairs(text: string, into: Record<string, string>): void {
  for (const part of text.split(',')) {
    const [key, value] = part.split('=').map((side) => side.trim().toLowerCase());
    if (key && value) into[key] = value.replace(/^"|"$/g, '');
  }
}

export function readUsageSignals(robotsText: string | null, headers: Record<string, string>): UsageSignals {
  const signals: UsageSignals = { contentSignal: {}, contentUsage: {} };
  for (const line of (robotsText ?? '').split(/\r\n|\r|\n/)) {
    const rule = /^\s*(content-signal|content-usage)\s*:\s*([^#]*)/i.exec(line);
    if (!rule) continue;
    const value = (rule[2] ?? '').trim();
    if ((rule[1] ?? '').toLowerCase() === 'content-signal') pairs(value, signals.contentSignal);
    // A line naming a path applies to that path only; the site-wide preference is the one without.
    else if (!value.startsWith('/')) pairs(value, signals.contentUsage);
  }
  if (headers['content-signal']) pairs(headers['content-signal'], signals.contentSignal);
  if (headers['content-usage']) pairs(headers['content-usage'], signals.contentUsage);
  return signals;
}

const isNo = (value: string | undefined) => value === 'no' || value === 'n';

/** Whether the signals forbid AI answering from the pages (input) or finding them (search). */
export function forbids(signals: UsageSignals): { aiInput: boolean; search: boolean; training: boolean } {
  return {
    aiInput: isNo(signals.contentSignal['ai-input']),
    search: isNo(signals.contentSignal['search']) || isNo(signals.contentUsage['search']),
    training: isNo(signals.contentSignal['ai-train']) || isNo(signals.contentUsage['train-ai']),
  };
}
