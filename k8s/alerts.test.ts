import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Metrics } from '@signpost/metrics';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { manifestDirectory } from './manifests.js';

const ruleSchema = z.object({
  alert: z.string().regex(/^Signpost[A-Z][A-Za-z]+$/),
  expr: z.string().min(1),
  for: z
    .string()
    .regex(/^\d+[smh]$/)
    .optional(),
  labels: z.object({ severity: z.enum(['critical', 'warning', 'info']) }),
  annotations: z.object({ summary: z.string().min(1), description: z.string().min(1) }),
});
const prometheusRuleSchema = z.object({
  apiVersion: z.literal('monitoring.coreos.com/v1'),
  kind: z.literal('PrometheusRule'),
  metadata: z.object({ name: z.string() }),
  spec: z.object({
    groups: z.array(z.object({ name: z.string(), rules: z.array(ruleSchema).min(1) })).min(1),
  }),
});

const repositoryRoot = path.resolve(manifestDirectory, '..');
const rules = prometheusRuleSchema
  .parse(parse(readFileSync(path.join(manifestDirectory, 'alerts.yaml'), 'utf8')))
  .spec.groups.flatMap((group) => group.rules);

/** The series a process exposes, histograms and counters under the names Prometheus stores. */
async function exposedSeries(): Promise<Set<string>> {
  const { body } = await new Metrics('alerts-test').expose();
  const names = [...body.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
    type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!],
  );
  return new Set(names);
}

function operatingSection(): string {
  const runbook = readFileSync(path.join(repositoryRoot, 'docs', 'operating.md'), 'utf8');
  const start = runbook.indexOf('\n## Kubernetes');
  expect(start, 'docs/operating.md has a "## Kubernetes" section').toBeGreaterThan(-1);
  const end = runbook.indexOf('\n## ', start + 1);
  return runbook.slice(start, end === -1 ? undefined : end);
}

describe('Prometheus alert rules (k8s/alerts.yaml)', () => {
  it('have unique names', () => {
    const names = rules.map((rule) => rule.alert);
    expect(names).toEqual([...new Set(names)]);
  });

  it('only query series the processes expose', async () => {
    const exposed = await exposedSeries();
    for (const rule of rules) {
      const used = rule.expr.match(/\b(signpost|process|nodejs)_[a-z_]+\b/g) ?? [];
      expect(used.length, rule.alert).toBeGreaterThan(0);
      for (const series of used) expect(exposed.has(series), `${rule.alert}: ${series}`).toBe(true);
    }
  });

  it('each has a paragraph in the runbook (docs/operating.md)', () => {
    const runbook = operatingSection();
    for (const rule of rules) expect(runbook, rule.alert).toContain(`\`${rule.alert}\``);
  });
});
