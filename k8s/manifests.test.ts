import { existsSync } from 'node:fs';
import path from 'node:path';
import { envSchema, loadConfig, loadRenderServiceConfig, PRODUCT_SECRET_SETTINGS } from '@signpost/config';
import { STAGE_QUEUE_NAMES } from '@signpost/queue';
import { QueueKeys } from 'bullmq';
import { describe, expect, it } from 'vitest';
import {
  configMapSchema,
  deploymentSchema,
  kustomizationSchema,
  manifestDirectory,
  networkPolicySchema,
  ofKind,
  podDisruptionBudgetSchema,
  readManifestFiles,
  scaledObjectSchema,
  secretSchema,
  serviceSchema,
  triggerAuthenticationSchema,
} from './manifests.js';
import { containerEnvironment, declaredPort, preStopSeconds, selects, workloadOf } from './workloads.js';

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
const SERVICES = ['gateway', 'discovery', 'extraction', 'scoring', 'render'];
/** Services that answer on PORT; the queue workers answer their probes on WORKER_HEALTH_PORT. */
const HTTP_SERVICES = new Set(['gateway', 'render']);
/** A value for each templated secret, as an operator would fill it in. */
const FILLED_SECRETS: Record<string, string> = {
  DATABASE_URL: 'postgres://signpost:password@db:5432/signpost',
  REDIS_URL: 'redis://:password@cache:6379',
  SMTP_URL: 'smtp://user:password@mail:587',
  address: 'cache:6379',
};
const filled = (secret: Record<string, string>) =>
  Object.fromEntries(
    Object.keys(secret).map((key) => [key, FILLED_SECRETS[key] ?? `a-filled-in-${key}-0123456789abcdef`]),
  );

const repositoryRoot = path.resolve(manifestDirectory, '..');
const files = readManifestFiles();
const deployments = ofKind(files, 'Deployment', deploymentSchema);
const services = ofKind(files, 'Service', serviceSchema);
const disruptionBudgets = ofKind(files, 'PodDisruptionBudget', podDisruptionBudgetSchema);
const configMaps = ofKind(files, 'ConfigMap', configMapSchema);
const secrets = ofKind(files, 'Secret', secretSchema);
const scaledObjects = ofKind(files, 'ScaledObject', scaledObjectSchema);
const networkPolicies = ofKind(files, 'NetworkPolicy', networkPolicySchema);
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
      const listening = HTTP_SERVICES.has(service) ? settings.PORT : settings.WORKER_HEALTH_PORT;
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

describe('Services and disruption budgets', () => {
  it('each Service sends traffic to the pods of one HTTP service on a port the container declares', () => {
    const served = services.flatMap((service) =>
      workloads
        .filter(({ deployment }) => selects(service.spec.selector, deployment))
        .map((target) => target.service),
    );
    expect(served.toSorted()).toEqual([...HTTP_SERVICES].toSorted());
    for (const service of services) {
      const targets = workloads.filter(({ deployment }) => selects(service.spec.selector, deployment));
      expect(targets, service.metadata.name).toHaveLength(1);
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

describe('render pods', () => {
  const render = workloads.find((workload) => workload.service === 'render')!;
  const callers = workloads.filter((workload) => ['discovery', 'extraction'].includes(workload.service));
  const renderPort = render.settings.PORT;
  const renderSecrets = render.container.envFrom.flatMap((source) =>
    source.secretRef ? [source.secretRef.name] : [],
  );

  it('hold no secret of the product: only their own token, in a Secret of its own', () => {
    expect(renderSecrets).toEqual(['signpost-render']);
    expect(Object.keys(secretData.get('signpost-render') ?? {})).toEqual(['RENDER_TOKEN']);
    const environment = containerEnvironment(render.container, configMapData, secretData);
    for (const name of PRODUCT_SECRET_SETTINGS) expect(Object.keys(environment), name).not.toContain(name);
  });

  it.each(['discovery', 'extraction'])(
    'are what %s calls: RENDER_URL names their Service, and both load the token',
    (name) => {
      const caller = callers.find((workload) => workload.service === name)!;
      const url = new URL(caller.settings.RENDER_URL ?? '');
      const service = services.find((candidate) => candidate.metadata.name === url.hostname);
      expect(service && selects(service.spec.selector, render.deployment)).toBe(true);
      expect(service?.spec.ports.map((port) => port.port)).toContain(Number(url.port));
      expect(caller.container.envFrom.map((source) => source.secretRef?.name)).toContain('signpost-render');
    },
  );

  it('take requests only from discovery and extraction, on the render port', () => {
    const policies = networkPolicies.filter((policy) =>
      selects(policy.spec.podSelector.matchLabels, render.deployment),
    );
    expect(policies).toHaveLength(1);
    const { spec } = policies[0]!;
    expect(spec.policyTypes.toSorted()).toEqual(['Egress', 'Ingress']);
    expect(spec.ingress.length).toBeGreaterThan(0);
    const allowed: string[] = [];
    for (const rule of spec.ingress) {
      expect(rule.ports.map((port) => declaredPort(render.container, port.port))).toEqual([renderPort]);
      for (const peer of rule.from) {
        expect(peer.ipBlock).toBeUndefined();
        expect(peer.namespaceSelector).toBeUndefined();
        const selected = workloads.filter(({ deployment }) =>
          selects(peer.podSelector!.matchLabels, deployment),
        );
        allowed.push(...selected.map((caller) => caller.service));
      }
    }
    expect(allowed.toSorted()).toEqual(callers.map((caller) => caller.service).toSorted());
  });

  it('reach only DNS, and public addresses outside every private, loopback and link-local range', () => {
    const [policy] = networkPolicies.filter((candidate) =>
      selects(candidate.spec.podSelector.matchLabels, render.deployment),
    );
    const dns = policy!.spec.egress.filter((rule) => rule.to.every((peer) => peer.ipBlock === undefined));
    for (const rule of dns) {
      expect(rule.ports.map((port) => port.port)).toEqual([53, 53]);
      for (const peer of rule.to) expect(peer.podSelector?.matchLabels).toEqual({ 'k8s-app': 'kube-dns' });
    }
    const blocks = policy!.spec.egress.flatMap((rule) =>
      rule.to.flatMap((peer) => (peer.ipBlock ? [peer.ipBlock] : [])),
    );
    const v4 = blocks.find((block) => block.cidr === '0.0.0.0/0');
    expect(v4?.except).toEqual(
      expect.arrayContaining([
        '10.0.0.0/8',
        '172.16.0.0/12',
        '192.168.0.0/16',
        '169.254.0.0/16',
        '100.64.0.0/10',
        '127.0.0.0/8',
      ]),
    );
    const v6 = blocks.find((block) => block.cidr === '::/0');
    expect(v6?.except).toEqual(expect.arrayContaining(['::1/128', 'fc00::/7', 'fe80::/10', '::ffff:0:0/96']));
    expect(blocks.map((block) => block.cidr).toSorted()).toEqual(['0.0.0.0/0', '::/0']);
  });
});

describe('filled-in secret templates', () => {
  const filledSecrets = new Map([...secretData].map(([name, values]) => [name, filled(values)]));
  const environmentOf = (workload: (typeof workloads)[number], secrets = filledSecrets) =>
    containerEnvironment(workload.container, configMapData, secrets);

  it('start every process, the render service with its own settings alone', () => {
    for (const workload of workloads) {
      const environment = environmentOf(workload);
      if (workload.service === 'render') expect(() => loadRenderServiceConfig(environment)).not.toThrow();
      else expect(() => loadConfig(environment), workload.service).not.toThrow();
    }
  });

  it('need METRICS_TOKEN in every process that shares Redis', () => {
    const withoutMetricsToken = new Map(
      [...filledSecrets].map(([name, values]) => [name, { ...values, METRICS_TOKEN: '' }]),
    );
    for (const workload of workloads.filter((candidate) => candidate.service !== 'render')) {
      expect(() => loadConfig(environmentOf(workload, withoutMetricsToken)), workload.service).toThrow(
        /METRICS_TOKEN/,
      );
    }
  });
});
