/** The name a User-Agent starts with, as written: `SignpostBot/0.1 (+…)` → `SignpostBot`. */
export function agentNameOf(userAgent: string): string {
  return /^[A-Za-z0-9_-]+/.exec(userAgent)?.[0] ?? userAgent;
}

/** The robots.txt product token of a User-Agent: `SignpostBot/0.1 (+…)` → `signpostbot`. */
export function productTokenOf(userAgent: string): string {
  return agentNameOf(userAgent).toLowerCase();
}
