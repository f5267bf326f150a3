import { registerHooks } from 'node:module';

/**
 * Starts the validation worker from its TypeScript sources, the way vitest runs the rest of the
 * gateway (the built gateway starts dist/validator/validation-worker.js and never loads this file).
 * Node strips the types itself; this hook resolves workspace packages to their `source` export and
 * the sources' `./x.js` imports to the `./x.ts` files beside them.
 */
registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromSource = { ...context, conditions: [...context.conditions, 'source'] };
    try {
      return nextResolve(specifier, fromSource);
    } catch (error) {
      if (!specifier.startsWith('.') || !specifier.endsWith('.js')) throw error;
      return nextResolve(`${specifier.slice(0, -'.js'.length)}.ts`, fromSource);
    }
  },
});

await import(new URL('./validation-worker.ts', import.meta.url).href);
