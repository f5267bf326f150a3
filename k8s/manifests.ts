import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { z } from 'zod';

/** Reads the manifests in this folder into typed objects, for the checks in manifests.test.ts. */

export const manifestDirectory = path.dirname(fileURLToPath(import.meta.url));

const name = z.string().min(1);
const labels = z.record(z.string(), z.string());
const portReference = z.union([z.number().int(), z.string().min(1)]);
const resourceAmounts = z.object({ cpu: z.string().optional(), memory: z.string().optional() });

const probe = z.object({ httpGet: z.object({ path: z.string(), port: portReference }) });

const container = z.object({
  name,
  image: name,
  env: z.array(z.object({ name, value: z.string() })).default([]),
  envFrom: z
    .array(
      z.object({
        configMapRef: z.object({ name }).optional(),
        secretRef: z.object({ name }).optional(),
      }),
    )
    .default([]),
  ports: z.array(z.object({ name: z.string().optional(), containerPort: z.number().int() })).default([]),
  startupProbe: probe.optional(),
  readinessProbe: probe.optional(),
  livenessProbe: probe.optional(),
  lifecycle: z
    .object({ preStop: z.object({ exec: z.object({ command: z.array(z.string()) }) }).optional() })
    .optional(),
  resources: z
    .object({ requests: resourceAmounts.optional(), limits: resourceAmounts.optional() })
    .default({}),
  securityContext: z
    .object({
      allowPrivilegeEscalation: z.boolean().optional(),
      readOnlyRootFilesystem: z.boolean().optional(),
    })
    .default({}),
  volumeMounts: z.array(z.object({ name, mountPath: z.string() })).default([]),
});
export type Container = z.infer<typeof container>;

export const deploymentSchema = z.object({
  kind: z.literal('Deployment'),
  metadata: z.object({ name }),
  spec: z.object({
    replicas: z.number().int().optional(),
    selector: z.object({ matchLabels: labels }),
    template: z.object({
      metadata: z.object({ labels }),
      spec: z.object({
        terminationGracePeriodSeconds: z.number().int().default(30),
        securityContext: z
          .object({ runAsNonRoot: z.boolean().optional(), runAsUser: z.number().int().optional() })
          .default({}),
        containers: z.array(container).min(1),
        volumes: z
          .array(z.object({ name, emptyDir: z.object({ medium: z.string().optional() }).optional() }))
          .default([]),
      }),
    }),
  }),
});
export type Deployment = z.infer<typeof deploymentSchema>;

export const serviceSchema = z.object({
  kind: z.literal('Service'),
  metadata: z.object({ name }),
  spec: z.object({
    selector: labels,
    ports: z.array(z.object({ port: z.number().int(), targetPort: portReference })).min(1),
  }),
});

export const podDisruptionBudgetSchema = z.object({
  kind: z.literal('PodDisruptionBudget'),
  metadata: z.object({ name }),
  spec: z.object({ selector: z.object({ matchLabels: labels }) }),
});

export const configMapSchema = z.object({
  kind: z.literal('ConfigMap'),
  metadata: z.object({ name }),
  data: z.record(z.string(), z.string()),
});

export const secretSchema = z.object({
  kind: z.literal('Secret'),
  metadata: z.object({ name }),
  stringData: z.record(z.string(), z.string()),
});

export const scaledObjectSchema = z.object({
  kind: z.literal('ScaledObject'),
  metadata: z.object({ name }),
  spec: z.object({
    scaleTargetRef: z.object({ name, kind: z.string().optional() }),
    minReplicaCount: z.number().int(),
    maxReplicaCount: z.number().int(),
    triggers: z
      .array(
        z.object({
          type: z.string(),
          metadata: z.record(z.string(), z.string()),
          authenticationRef: z.object({ name }).optional(),
        }),
      )
      .min(1),
  }),
});

export const triggerAuthenticationSchema = z.object({
  kind: z.literal('TriggerAuthentication'),
  metadata: z.object({ name }),
  spec: z.object({ secretTargetRef: z.array(z.object({ parameter: name, name, key: name })).min(1) }),
});

const networkPolicyPeer = z.object({
  podSelector: z.object({ matchLabels: labels.default({}) }).optional(),
  namespaceSelector: z.object({ matchLabels: labels.default({}) }).optional(),
  ipBlock: z.object({ cidr: z.string(), except: z.array(z.string()).default([]) }).optional(),
});
const networkPolicyPort = z.object({ protocol: z.string().default('TCP'), port: portReference });

export const networkPolicySchema = z.object({
  kind: z.literal('NetworkPolicy'),
  metadata: z.object({ name }),
  spec: z.object({
    podSelector: z.object({ matchLabels: labels }),
    policyTypes: z.array(z.enum(['Ingress', 'Egress'])),
    ingress: z
      .array(
        z.object({
          from: z.array(networkPolicyPeer).default([]),
          ports: z.array(networkPolicyPort).default([]),
        }),
      )
      .default([]),
    egress: z
      .array(
        z.object({
          to: z.array(networkPolicyPeer).default([]),
          ports: z.array(networkPolicyPort).default([]),
        }),
      )
      .default([]),
  }),
});
export type NetworkPolicy = z.infer<typeof networkPolicySchema>;

export const kustomizationSchema = z.object({
  kind: z.literal('Kustomization'),
  resources: z.array(z.string()),
});

export interface ManifestFile {
  file: string;
  documents: unknown[];
  errors: string[];
}

/** Every YAML file in the folder, each split into its documents. */
export function readManifestFiles(directory = manifestDirectory): ManifestFile[] {
  return readdirSync(directory)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .map((file) => {
      const documents = parseAllDocuments(readFileSync(path.join(directory, file), 'utf8'));
      return {
        file,
        documents: documents.map((document) => document.toJS() as unknown),
        errors: documents.flatMap((document) => document.errors.map((error) => error.message)),
      };
    });
}

/** The documents of one kind, validated against that kind's schema. */
export function ofKind<T>(files: ManifestFile[], kind: string, schema: z.ZodType<T>): T[] {
  return files
    .flatMap((file) => file.documents)
    .filter((document) => (document as { kind?: unknown } | null)?.kind === kind)
    .map((document) => schema.parse(document));
}
