interface DocumentParts {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown> };
}

const REF = /"\$ref":"#\/components\/schemas\/([^"]+)"/g;

const refsIn = (value: unknown): string[] =>
  [...JSON.stringify(value ?? null).matchAll(REF)].flatMap(([, name]) => (name ? [name] : []));

/**
 * The type provider writes every named contract twice, as requests send it (`…Input`) and as
 * responses carry it; the document keeps the ones its operations use, directly or through another.
 */
export function withoutUnusedComponents<D extends DocumentParts>(document: D): D {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  let found = refsIn(document.paths);
  while (found.length > 0) {
    const fresh = found.filter((name) => !used.has(name));
    for (const name of fresh) used.add(name);
    found = refsIn(fresh.map((name) => schemas[name]));
  }
  const kept = Object.entries(schemas).filter(([name]) => used.has(name));
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(kept) } };
}
