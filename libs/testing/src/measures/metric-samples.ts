/**
 * The value of one sample in a Prometheus text exposition: the series of `name` whose labels include
 * `labels` (in any order), or undefined when there is none.
 */
export function metricSample(
  exposition: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}
