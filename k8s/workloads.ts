import type { Env } from '@signpost/config';
import { settingsFromEnvironment } from '../infra/settings.js';
import type { Container, Deployment } from './manifests.js';

/** A Deployment seen as the Signpost process it runs, for the checks in manifests.test.ts. */
export interface Workload {
  deployment: Deployment;
  container: Container;
  /** The SERVICE variable: which services/<name>/dist/main.js the image starts. */
  service: string;
  settings: Env;
}

export function workloadOf(
  deployment: Deployment,
  configMaps: ReadonlyMap<string, Record<string, string>>,
  secrets: ReadonlyMap<string, Record<string, string>>,
): Workload {
  const [container, ...others] = deployment.spec.template.spec.containers;
  if (!container || others.length > 0) throw new Error(`${deployment.metadata.name}: expected one container`);
  const environment = containerEnvironment(container, configMaps, secrets);
  return {
    deployment,
    container,
    service: environment.SERVICE ?? '',
    settings: settingsFromEnvironment(environment),
  };
}

/**
 * The environment a container starts with: envFrom sources in order (a later source wins), then its
 * own env entries. A reference to a missing ConfigMap or Secret throws.
 */
export function containerEnvironment(
  container: Container,
  configMaps: ReadonlyMap<string, Record<string, string>>,
  secrets: ReadonlyMap<string, Record<string, string>>,
): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const source of container.envFrom) {
    if (source.configMapRef) {
      Object.assign(environment, lookUp(configMaps, source.configMapRef.name, 'ConfigMap'));
    }
    if (source.secretRef) {
      Object.assign(environment, lookUp(secrets, source.secretRef.name, 'Secret'));
    }
  }
  for (const variable of container.env) environment[variable.name] = variable.value;
  return environment;
}

function lookUp(
  sources: ReadonlyMap<string, Record<string, string>>,
  sourceName: string,
  kind: string,
): Record<string, string> {
  const values = sources.get(sourceName);
  if (!values) throw new Error(`${kind} ${sourceName} is referenced but not defined`);
  return values;
}

/** The port number a probe or Service target refers to, by number or by name. */
export function declaredPort(container: Container, reference: number | string): number | undefined {
  const port = container.ports.find((candidate) =>
    typeof reference === 'number' ? candidate.containerPort === reference : candidate.name === reference,
  );
  return port?.containerPort;
}

/** How long the preStop hook holds the pod before SIGTERM; only `sleep <seconds>` is understood. */
export function preStopSeconds(container: Container): number {
  const command = container.lifecycle?.preStop?.exec.command;
  if (!command) return 0;
  const [program, seconds, ...rest] = command;
  if (program !== 'sleep' || rest.length > 0) throw new Error(`unexpected preStop ${command.join(' ')}`);
  return Number(seconds);
}

export function selects(selector: Record<string, string>, deployment: Deployment): boolean {
  const podLabels = deployment.spec.template.metadata.labels;
  return Object.entries(selector).every(([key, value]) => podLabels[key] === value);
}
