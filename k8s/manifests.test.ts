import { existsSync } from 'node:fs';
import path from 'node:path';
import { envSchema } from '@signpost/config';
import { STAGE_QUEUE_NAMES } from '@signpost/queue';
import { QueueKeys } from 'bullmq';
import { describe, expect, it } from 'vitest';
import {
  configMapSchema,
  deploymentSchema,
  kustomizationSchema,
  manifestDirectory,
  ofKind,
  podDisruptionBudgetSchema,
  readManifestFiles,
  scaledObjectSchema,
  secretSchema,
  serviceSchema,
  triggerAuthenticationSchema,
} from './manifests.js';
import { declaredPort, preStopSeconds, selects, workloadOf } from './workloads.js';

// What KEDA's redis scaler accepts from a TriggerAuthentication (keda.sh, scalers, Redis Lists).
const KEDA_REDIS_AUTH_PARAMETERS = new Set([
  'address',
  'host',
  'port',
  'username',
  'password',
  'tls',
  'ca',
  'cert',
  'key',
  'keyPassword',
]);
const SERVICES = ['gateway', 'discovery', 'extraction', 'scoring'];

const repositoryRoot = path.resolve(manifestDirectory, '..');
const files = readManifestFiles();
const deployments = ofKind(files, 'Deployment', deploymentSchema);
const services = ofKind(files, 'Service', serviceSchema);
const disruptionBudgets = ofKind(files, 'PodDisruptionBudget', podDisruptionBudgetSchema);
const configMaps = ofKind(files, 'ConfigMap', configMapSchema);
const secrets = ofKind(files, 'Secret', secretSchema);
const scaledObjects = ofKind(files, 'ScaledObject', scaledObjectSchema);
const triggerAuthentications = ofKind(files, 'TriggerAuthentication', triggerAuthenticationSchema);
const configMapData = new Map(configMaps.map((configMap) => [configMap.metadata.name, configMap.data]));
const secretData = new Map(secrets.map((secret) => [secret.metadata.name, secret.stringData]));

const workloads = deployments.map((deployment) => workloadOf(deployment, configMapData, secretData));
const workloadNamed = (name: string) =>
  workloads.find((workload) => workload.deployment.metadata.name === name);

describe('k8s manifest files', () => {
  it('all parse, and every object has a kind and a name but no namespace', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.errors, file.file).toEqual([]);
      for (const document of file.documents) {
        const object = document as {
          apiVersion?: unknown;
          kind?: unknown;
          metadata?: Record<string, unknown>;
        };
        expect(object.apiVersion, file.file).toEqual(expect.any(String));
        expect(object.kind, file.file).toEqual(expect.any(String));
        if (object.kind === 'Kustomization') continue;
        expect(object.metadata?.name, file.file).toEqual(expect.any(String));
        expect(object.metadata?.namespace, file.file).toBeUndefined();
      }
    }
  });

  it('are exactly the resources kustomization.yaml lists', () => {
    const [kustomization] = ofKind(files, 'Kustomization', kustomizationSchema);
    const manifests = files.map((file) => file.file).filter((file) => file !== 'kustomization.yaml');
    expect(kustomization?.resources.toSorted()).toEqual(manifests);
  });

  it('name every object once per kind', () => {
    const keys = files
      .flatMap((file) => file.documents as { kind: string; metadata?: { name?: string } }[])
      .filter((object) => object.kind !== 'Kustomization')
      .map((object) => `${object.kind}/${object.metadata?.name}`);
    expect(keys).toEqual([...new Set(keys)]);
  });
});

describe('Deployments', () => {
  it('run each service once, from a folder under services/', () => {
    expect(workloads.map((workload) => workload.service).toSorted()).toEqual(SERVICES.toSorted());
    for (const { service } of workloads) {
      expect(existsSync(path.join(repositoryRoot, 'services', service, 'package.json')), service).toBe(true);
    }
  });

  it('select their own pods', () => {
    for (const { deployment } of workloads) {
      expect(selects(deployment.spec.selector.matchLabels, deployment), deployment.metadata.name).toBe(true);
    }
  });

  it('probe /readyz for readiness and /healthz for liveness on the port the process listens on', () => {
    for (const { deployment, container, service, settings } of workloads) {
      const listening = service === 'gateway' ? settings.PORT : settings.WORKER_HEALTH_PORT;
      expect(listening, deployment.metadata.name).toBeGreaterThan(0);
      const probes = [container.startupProbe, container.readinessProbe, container.livenessProbe];
      for (const probe of probes.filter((candidate) => candidate !== undefined)) {
        expect(declaredPort(container, probe.httpGet.port), deployment.metadata.name).toBe(listening);
      }
      expect(container.readinessProbe?.httpGet.path, deployment.metadata.name).toBe('/readyz');
      expect(container.livenessProbe?.httpGet.path, deployment.metadata.name).toBe('/healthz');
    }
  });

  it('request cpu and memory and cap memory', () => {
    for (const { deployment, container } of workloads) {
      const { requests, limits } = container.resources;
      expect(requests?.cpu, deployment.metadata.name).toEqual(expect.any(String));
      expect(requests?.memory, deployment.metadata.name).toEqual(expect.any(String));
      expect(limits?.memory, deployment.metadata.name).toEqual(expect.any(String));
    }
  });

  it('run as a non-root user on a read-only root filesystem with a writable /tmp', () => {
    for (const { deployment, container } of workloads) {
      const pod = deployment.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot, deployment.metadata.name).toBe(true);
      expect(pod.securityContext.runAsUser, deployment.metadata.name).toBeGreaterThan(0);
      expect(container.securityContext, deployment.metadata.name).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
      });
      for (const mount of container.volumeMounts) {
        const volume = pod.volumes.find((candidate) => candidate.name === mount.name);
        expect(volume?.emptyDir, `${deployment.metadata.name} ${mount.mountPath}`).toBeDefined();
      }
      expect(container.volumeMounts.map((mount) => mount.mountPath)).toContain('/tmp');
    }
  });

  it('give pods longer to stop than preStop plus SHUTDOWN_TIMEOUT_MS', () => {
    for (const { deployment, container, settings } of workloads) {
      const needed = preStopSeconds(container) + settings.SHUTDOWN_TIMEOUT_MS / 1000;
      expect(
        deployment.spec.template.spec.terminationGracePeriodSeconds,
        deployment.metadata.name,
      ).toBeGreaterThan(needed);
    }
  });
});

describe('gateway Service and disruption budgets', () => {
  it('the Service sends traffic to the gateway pods on a port the container declares', () => {
    expect(services).toHaveLength(1);
    for (const service of services) {
      const targets = workloads.filter(({ deployment }) => selects(service.spec.selector, deployment));
      expect(targets.map((target) => target.service)).toEqual(['gateway']);
      for (const port of service.spec.ports) {
        expect(declaredPort(targets[0]!.container, port.targetPort), String(port.targetPort)).toBe(
          targets[0]!.settings.PORT,
        );
      }
    }
  });

  it('each PodDisruptionBudget covers exactly one Deployment', () => {
    for (const budget of disruptionBudgets) {
      const covered = deployments.filter((deployment) =>
        selects(budget.spec.selector.matchLabels, deployment),
      );
      expect(covered, budget.metadata.name).toHaveLength(1);
    }
  });
});

describe('KEDA ScaledObjects', () => {
  it('scale every queue worker, and only through KEDA (no replicas on its Deployment)', () => {
    const targets = scaledObjects.map((scaledObject) => workloadNamed(scaledObject.spec.scaleTargetRef.name));
    expect(targets.map((target) => target?.service).toSorted()).toEqual(STAGE_QUEUE_NAMES.toSorted());
    for (const scaledObject of scaledObjects) {
      expect(scaledObject.spec.scaleTargetRef.kind ?? 'Deployment').toBe('Deployment');
    }
    for (const target of targets) expect(target?.deployment.spec.replicas).toBeUndefined();
  });

  it("watch the BullMQ waiting list of the target's queue under the configured QUEUE_PREFIX", () => {
    for (const scaledObject of scaledObjects) {
      const target = workloadNamed(scaledObject.spec.scaleTargetRef.name)!;
      const prefix = target.settings.QUEUE_PREFIX;
      const waitingList = new QueueKeys(prefix).toKey(target.service, 'wait');
      expect(waitingList).toBe(`${prefix}:${target.service}:wait`);
      for (const trigger of scaledObject.spec.triggers) {
        expect(trigger.type).toBe('redis');
        expect(trigger.metadata.listName, scaledObject.metadata.name).toBe(waitingList);
        expect(Number(trigger.metadata.listLength), scaledObject.metadata.name).toBeGreaterThan(0);
      }
    }
  });

  it('keep at least one worker and allow more', () => {
    for (const { metadata, spec } of scaledObjects) {
      expect(spec.minReplicaCount, metadata.name).toBe(1);
      expect(spec.maxReplicaCount, metadata.name).toBeGreaterThan(spec.minReplicaCount);
    }
  });

  it('reach Redis through a TriggerAuthentication whose Secret keys exist', () => {
    for (const scaledObject of scaledObjects) {
      for (const trigger of scaledObject.spec.triggers) {
        const authentication = triggerAuthentications.find(
          (candidate) => candidate.metadata.name === trigger.authenticationRef?.name,
        );
        expect(authentication, scaledObject.metadata.name).toBeDefined();
        const parameters = authentication!.spec.secretTargetRef.map((reference) => reference.parameter);
        const hasAddress =
          parameters.includes('address') || (parameters.includes('host') && parameters.includes('port'));
        expect(hasAddress || 'address' in trigger.metadata, scaledObject.metadata.name).toBe(true);
      }
    }
    for (const authentication of triggerAuthentications) {
      for (const reference of authentication.spec.secretTargetRef) {
        expect(KEDA_REDIS_AUTH_PARAMETERS.has(reference.parameter), reference.parameter).toBe(true);
        expect(Object.keys(secretData.get(reference.name) ?? {}), reference.name).toContain(reference.key);
      }
    }
  });
});

describe('ConfigMaps and Secrets', () => {
  const environmentSecrets = new Set(
    deployments.flatMap((deployment) =>
      deployment.spec.template.spec.containers.flatMap((container) =>
        container.envFrom.flatMap((source) => (source.secretRef ? [source.secretRef.name] : [])),
      ),
    ),
  );
  const kedaSecretKeys = triggerAuthentications
    .flatMap((authentication) => authentication.spec.secretTargetRef)
    .map((reference) => `${reference.name}/${reference.key}`);

  it('ConfigMaps hold only known settings, each with a valid value', () => {
    for (const configMap of configMaps) {
      for (const [key, value] of Object.entries(configMap.data)) {
        const setting = envSchema.shape[key as keyof typeof envSchema.shape];
        expect(setting, `${configMap.metadata.name}: ${key}`).toBeDefined();
        expect(setting.safeParse(value).success, `${configMap.metadata.name}: ${key}=${value}`).toBe(true);
      }
    }
  });

  it('Secrets loaded into the environment hold only known settings', () => {
    expect(environmentSecrets.size).toBeGreaterThan(0);
    for (const secretName of environmentSecrets) {
      for (const key of Object.keys(secretData.get(secretName) ?? {})) {
        expect(key in envSchema.shape, `${secretName}: ${key}`).toBe(true);
      }
    }
  });

  it('every Secret is used, and a Secret only KEDA reads has no unread keys', () => {
    for (const secret of secrets) {
      if (environmentSecrets.has(secret.metadata.name)) continue;
      const keys = Object.keys(secret.stringData).map((key) => `${secret.metadata.name}/${key}`);
      expect(keys.length, secret.metadata.name).toBeGreaterThan(0);
      for (const key of keys) expect(kedaSecretKeys, key).toContain(key);
    }
  });

  it('Secrets are templates that carry no values', () => {
    for (const secret of secrets) {
      for (const [key, value] of Object.entries(secret.stringData)) {
        expect(value, `${secret.metadata.name}: ${key}`).toBe('');
      }
    }
  });
});
