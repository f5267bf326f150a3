import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { manifestDirectory, readManifestFiles } from './manifests.js';

/**
 * The KEDA objects checked against the schemas KEDA's own CRDs install (k8s/crd/, copied from a
 * KEDA release), the way `kubectl apply` checks them with strict field validation: a field the
 * schema does not declare is an error, not silently pruned.
 */

type Schema = Record<string, unknown>;

const KUBERNETES_EXTENSIONS = [
  'x-kubernetes-int-or-string',
  'x-kubernetes-list-type',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-map-type',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-embedded-resource',
  'x-kubernetes-validations',
];

/** The CEL rules ajv cannot run; each one known here is covered by a check in manifests.test.ts. */
const COVERED_CEL_RULES = [
  '!has(self.minReplicaCount) || self.minReplicaCount <= (has(self.maxReplicaCount) ? self.maxReplicaCount : 100)',
];

function readSchema(file: string): Schema {
  return parse(readFileSync(path.join(manifestDirectory, 'crd', file), 'utf8')) as Schema;
}

/** Closes every object that declares its properties, as strict field validation does. */
function rejectingUnknownFields(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rejectingUnknownFields);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as Schema).map(([name, property]) => [
              name,
              rejectingUnknownFields(property),
            ]),
          )
        : rejectingUnknownFields(value),
    ]),
  ) as Schema;
  const open = copy['x-kubernetes-preserve-unknown-fields'] === true || 'additionalProperties' in copy;
  if (copy['properties'] !== undefined && !open) copy['additionalProperties'] = false;
  return copy;
}

function celRules(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(celRules);
  if (schema === null || typeof schema !== 'object') return [];
  const own = ((schema as Schema)['x-kubernetes-validations'] as { rule: string }[] | undefined) ?? [];
  return [
    ...own.map((validation) => validation.rule),
    ...Object.entries(schema)
      .filter(([key]) => key !== 'x-kubernetes-validations')
      .flatMap(([, value]) => celRules(value)),
  ];
}

// Unknown keywords are errors; strictTypes is off because the CRDs pair a string `pattern` with an
// int-or-string `anyOf`, as Kubernetes' OpenAPI dialect allows.
const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
ajv.addVocabulary(KUBERNETES_EXTENSIONS);
ajv.addFormat('int32', {
  type: 'number',
  validate: (value) => Number.isInteger(value) && Math.abs(value) < 2 ** 31,
});
ajv.addFormat('date-time', { type: 'string', validate: (value) => !Number.isNaN(Date.parse(value)) });

const crds = {
  ScaledObject: readSchema('keda-scaledobject.schema.yaml'),
  TriggerAuthentication: readSchema('keda-triggerauthentication.schema.yaml'),
};
const validators = {
  ScaledObject: ajv.compile(rejectingUnknownFields(crds.ScaledObject) as Schema),
  TriggerAuthentication: ajv.compile(rejectingUnknownFields(crds.TriggerAuthentication) as Schema),
};
type KedaKind = keyof typeof validators;

function problems(kind: KedaKind, object: unknown): string[] {
  const validate = validators[kind];
  if (validate(object)) return [];
  return (validate.errors ?? []).map(
    (error: ErrorObject) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
  );
}

const kedaObjects = readManifestFiles()
  .flatMap((file) => file.documents.map((document) => ({ file: file.file, document })))
  .filter(({ document }) => {
    const object = document as { apiVersion?: unknown } | null;
    return object?.apiVersion === 'keda.sh/v1alpha1';
  })
  .map(({ file, document }) => ({ file, kind: (document as { kind: KedaKind }).kind, document }));

const first = (kind: KedaKind) => {
  const found = kedaObjects.find((object) => object.kind === kind);
  if (!found) throw new Error(`no ${kind} in k8s/`);
  return structuredClone(found.document) as Record<string, Record<string, unknown>>;
};

describe("KEDA objects against KEDA's CRD schemas", () => {
  it('are only kinds whose schema is kept in k8s/crd', () => {
    expect(kedaObjects.map((object) => object.kind).toSorted()).toEqual([
      'ScaledObject',
      'ScaledObject',
      'ScaledObject',
      'TriggerAuthentication',
    ]);
  });

  it('every ScaledObject and TriggerAuthentication is valid', () => {
    for (const { file, kind, document } of kedaObjects) {
      expect(problems(kind, document), file).toEqual([]);
    }
  });

  it('a misspelled or misplaced field is rejected', () => {
    const misspelled = first('ScaledObject');
    misspelled['spec']!['minReplicas'] = 1;
    expect(problems('ScaledObject', misspelled)).toEqual([
      expect.stringContaining(
        '/spec must NOT have additional properties {"additionalProperty":"minReplicas"}',
      ),
    ]);

    const misplaced = first('ScaledObject');
    const [trigger] = misplaced['spec']!['triggers'] as Record<string, unknown>[];
    trigger!['listName'] = 'signpost:discovery:wait';
    expect(problems('ScaledObject', misplaced)).toEqual([
      expect.stringContaining('/spec/triggers/0 must NOT have additional properties'),
    ]);

    const authentication = first('TriggerAuthentication');
    authentication['spec']!['secretTargetRefs'] = authentication['spec']!['secretTargetRef'];
    delete authentication['spec']!['secretTargetRef'];
    expect(problems('TriggerAuthentication', authentication)).toEqual([
      expect.stringContaining('"additionalProperty":"secretTargetRefs"'),
    ]);
  });

  it('a wrong type, a missing required field or a value out of range is rejected', () => {
    const quoted = first('ScaledObject');
    quoted['spec']!['maxReplicaCount'] = '10';
    expect(problems('ScaledObject', quoted).join('\n')).toContain('/spec/maxReplicaCount must be integer');

    const unquoted = first('ScaledObject');
    const [trigger] = unquoted['spec']!['triggers'] as { metadata: Record<string, unknown> }[];
    trigger!.metadata['listLength'] = 8;
    expect(problems('ScaledObject', unquoted).join('\n')).toContain(
      '/spec/triggers/0/metadata/listLength must be string',
    );

    const untargeted = first('ScaledObject');
    delete untargeted['spec']!['scaleTargetRef'];
    expect(problems('ScaledObject', untargeted).join('\n')).toContain(
      "must have required property 'scaleTargetRef'",
    );

    const neverPolled = first('ScaledObject');
    neverPolled['spec']!['pollingInterval'] = 0;
    expect(problems('ScaledObject', neverPolled).join('\n')).toContain('/spec/pollingInterval must be >= 1');
  });

  it('the only CEL rules of the schemas, which ajv cannot run, are checked elsewhere', () => {
    expect([...celRules(crds.ScaledObject), ...celRules(crds.TriggerAuthentication)]).toEqual(
      COVERED_CEL_RULES,
    );
  });
});
