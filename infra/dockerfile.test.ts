import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deploymentSchema, ofKind, readManifestFiles } from '../k8s/manifests.js';

// Docker cannot run here, so these keep the image in step with what compose, k8s and .nvmrc expect.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dockerfile = readFileSync(path.join(repositoryRoot, 'infra', 'Dockerfile'), 'utf8');
// Instructions with their continuation lines joined.
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

function argumentDefault(name: string): string | undefined {
  const line = instructions.find((instruction) => instruction.startsWith(`ARG ${name}=`));
  return line?.slice(`ARG ${name}=`.length);
}

function lastInstruction(keyword: string): string {
  const line = instructions.findLast((instruction) => instruction.startsWith(`${keyword} `));
  if (!line) throw new Error(`no ${keyword} instruction`);
  return line.slice(keyword.length + 1);
}

const deployments = ofKind(readManifestFiles(), 'Deployment', deploymentSchema);

describe('infra/Dockerfile', () => {
  it('builds on the Node major version in .nvmrc', () => {
    const nodeMajor = readFileSync(path.join(repositoryRoot, '.nvmrc'), 'utf8').trim();
    expect(argumentDefault('NODE_IMAGE')).toMatch(new RegExp(`^node:${nodeMajor}-[a-z]+-slim$`));
    const bases = instructions.filter((instruction) => instruction.startsWith('FROM '));
    for (const base of bases) expect(base).toMatch(/^FROM (\$\{NODE_IMAGE\}|builder) AS [a-z]+$/);
  });

  it('runs as the numeric non-root user the Kubernetes pods declare', () => {
    const [user, group] = lastInstruction('USER').split(':').map(Number);
    expect(user).toBeGreaterThan(0);
    expect(group).toBeGreaterThan(0);
    for (const deployment of deployments) {
      expect(deployment.spec.template.spec.securityContext.runAsUser, deployment.metadata.name).toBe(user);
    }
  });

  it('exposes every port a Kubernetes container declares', () => {
    const exposed = lastInstruction('EXPOSE').split(/\s+/).map(Number);
    const declared = deployments.flatMap((deployment) =>
      deployment.spec.template.spec.containers.flatMap((container) =>
        container.ports.map((port) => port.containerPort),
      ),
    );
    expect(exposed.toSorted()).toEqual([...new Set(declared)].toSorted());
  });

  it('defaults SERVICE to an existing service and includes Chromium unless told not to', () => {
    const service = argumentDefault('SERVICE') ?? '';
    expect(existsSync(path.join(repositoryRoot, 'services', service, 'package.json'))).toBe(true);
    expect(argumentDefault('WITH_CHROMIUM')).toBe('true');
    expect(lastInstruction('CMD')).toContain('services/${SERVICE}/dist/main.js');
  });
});
