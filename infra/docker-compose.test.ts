import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  envSchema,
  loadConfig,
  loadRenderServiceConfig,
  PRODUCT_SECRET_SETTINGS,
  type Env,
} from '@signpost/config';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { settingsFromEnvironment } from './settings.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIGNPOST_SERVICES = ['gateway', 'discovery', 'extraction', 'scoring', 'render'];
/** Services that answer on PORT; the queue workers answer their probes on WORKER_HEALTH_PORT. */
const HTTP_SERVICES = new Set(['gateway', 'render']);
/** `${NAME:?message}`: compose refuses to start unless NAME is set in the shell or .env. */
const REQUIRED_VARIABLE = /^\$\{([A-Z_]+):\?[^}]*\}$/;
// What docker waits between SIGTERM and SIGKILL when a service sets no stop_grace_period.
const DOCKER_DEFAULT_STOP_SECONDS = 10;

const composeService = z.object({
  image: z.string().optional(),
  build: z
    .object({
      context: z.string(),
      dockerfile: z.string(),
      args: z.record(z.string(), z.string()).default({}),
    })
    .optional(),
  environment: z.record(z.string(), z.string()).default({}),
  networks: z.array(z.string()).default([]),
  ports: z.array(z.string()).default([]),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).default({}),
  healthcheck: z.object({ test: z.array(z.string()).min(2) }).optional(),
  stop_grace_period: z.string().optional(),
});
type ComposeService = z.infer<typeof composeService>;
const composeFile = z.object({ services: z.record(z.string(), composeService) });

// Compose files use YAML merge keys (<<) to share environment blocks.
const documents = parseAllDocuments(readFileSync(path.join(repositoryRoot, 'docker-compose.yml'), 'utf8'), {
  merge: true,
});
const compose = composeFile.parse(documents[0]?.toJS());
const builtServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

/** The environment compose would give the process, with each required variable set as a person would. */
function environmentOf(service: ComposeService): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment).map(([key, value]) => {
      const required = REQUIRED_VARIABLE.exec(value);
      return [key, required ? `a-value-of-${required[1]}-from-the-shell-0123456789` : value];
    }),
  );
}

function settingsOf(service: ComposeService): Env {
  return settingsFromEnvironment(environmentOf(service));
}

const serviceRunning = (name: string) =>
  builtServices.find(([, service]) => service.build?.args.SERVICE === name)?.[1];
const renderService = serviceRunning('render')!;
const appServices = builtServices.filter(([, service]) => service !== renderService);

function listeningPort(service: ComposeService): number {
  const settings = settingsOf(service);
  return HTTP_SERVICES.has(service.build?.args.SERVICE ?? '') ? settings.PORT : settings.WORKER_HEALTH_PORT;
}

/** Compose durations as this file writes them: 90s, 2m, 1m30s. */
function durationSeconds(duration: string): number {
  const match = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration);
  if (!match || duration === '') throw new Error(`unsupported duration ${duration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

describe('docker-compose.yml', () => {
  it('is one YAML document without errors', () => {
    expect(documents).toHaveLength(1);
    expect(documents[0]?.errors).toEqual([]);
  });

  it('builds gateway, the three workers and render from infra/Dockerfile, each naming a folder under services/', () => {
    expect(builtServices.map(([, service]) => service.build?.args.SERVICE).toSorted()).toEqual(
      SIGNPOST_SERVICES.toSorted(),
    );
    for (const [name, service] of builtServices) {
      expect(path.resolve(repositoryRoot, service.build!.context), name).toBe(repositoryRoot);
      expect(service.build!.dockerfile, name).toBe('infra/Dockerfile');
      const folder = path.join(repositoryRoot, 'services', service.build!.args.SERVICE ?? '', 'package.json');
      expect(existsSync(folder), name).toBe(true);
    }
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.image !== undefined || service.build !== undefined, name).toBe(true);
    }
  });

  it('gives the Signpost services only known settings, with valid values and HOST=0.0.0.0', () => {
    for (const [name, service] of builtServices) {
      for (const key of Object.keys(service.environment)) {
        expect(key in envSchema.shape, `${name}: ${key}`).toBe(true);
      }
      expect(settingsOf(service).HOST, name).toBe('0.0.0.0');
    }
  });

  it('points DATABASE_URL and REDIS_URL at the postgres and redis services', () => {
    const postgresDatabase = compose.services.postgres?.environment.POSTGRES_DB;
    for (const [name, service] of appServices) {
      const settings = settingsOf(service);
      const database = new URL(settings.DATABASE_URL ?? '');
      expect(database.hostname, name).toBe('postgres');
      expect(database.pathname, name).toBe(`/${postgresDatabase}`);
      expect(new URL(settings.REDIS_URL ?? '').hostname, name).toBe('redis');
    }
  });

  it('starts the Signpost services once postgres and redis report healthy', () => {
    for (const store of ['postgres', 'redis']) {
      expect(compose.services[store]?.healthcheck, store).toBeDefined();
    }
    for (const [name, service] of appServices) {
      expect(service.depends_on, name).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
  });

  it('checks /healthz on the port each process listens on, and publishes the gateway port', () => {
    for (const [name, service] of builtServices) {
      const [kind, program, script, address] = service.healthcheck?.test ?? [];
      expect([kind, program, script], name).toEqual(['CMD', 'node', 'infra/healthcheck.mjs']);
      const url = new URL(address ?? '');
      expect(url.pathname, name).toBe('/healthz');
      expect(Number(url.port), name).toBe(listeningPort(service));
    }
    const gateway = builtServices.find(([, service]) => service.build?.args.SERVICE === 'gateway')?.[1];
    expect(gateway?.ports.map((mapping) => Number(mapping.split(':').at(-1)))).toContain(
      listeningPort(gateway!),
    );
  });

  it('waits longer than SHUTDOWN_TIMEOUT_MS before killing a stopping service', () => {
    for (const [name, service] of builtServices) {
      const grace = service.stop_grace_period
        ? durationSeconds(service.stop_grace_period)
        : DOCKER_DEFAULT_STOP_SECONDS;
      expect(grace, name).toBeGreaterThan(settingsOf(service).SHUTDOWN_TIMEOUT_MS / 1000);
    }
  });

  it('takes METRICS_TOKEN and RENDER_TOKEN from the shell, never from a value in the file', () => {
    for (const [name, service] of builtServices) {
      for (const key of ['METRICS_TOKEN', 'RENDER_TOKEN'].filter((secret) => secret in service.environment)) {
        expect(service.environment[key], `${name}: ${key}`).toMatch(REQUIRED_VARIABLE);
      }
    }
    for (const [name, service] of appServices) {
      expect(() => loadConfig(environmentOf(service)), name).not.toThrow();
    }
  });

  it('gives the render service only its own settings, on a network without postgres and redis', () => {
    for (const secret of PRODUCT_SECRET_SETTINGS)
      expect(Object.keys(renderService.environment)).not.toContain(secret);
    expect(() => loadRenderServiceConfig(environmentOf(renderService))).not.toThrow();
    expect(renderService.depends_on).toEqual({});
    const storeNetworks = ['postgres', 'redis'].flatMap((store) => compose.services[store]?.networks ?? []);
    expect(storeNetworks.length).toBeGreaterThan(0);
    expect(renderService.networks.length).toBeGreaterThan(0);
    for (const network of renderService.networks) expect(storeNetworks).not.toContain(network);
  });

  it.each(['discovery', 'extraction'])(
    'points %s at the render service, on a network they share, with the same token',
    (name) => {
      const caller = serviceRunning(name)!;
      const renderName = builtServices.find(([, service]) => service === renderService)![0];
      const url = new URL(settingsOf(caller).RENDER_URL ?? '');
      expect(url.hostname).toBe(renderName);
      expect(Number(url.port)).toBe(settingsOf(renderService).PORT);
      expect(caller.networks.filter((network) => renderService.networks.includes(network))).not.toEqual([]);
      expect(caller.environment.RENDER_TOKEN).toBe(renderService.environment.RENDER_TOKEN);
    },
  );
});
