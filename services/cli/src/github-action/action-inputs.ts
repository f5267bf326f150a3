import { z } from 'zod';

/** A threshold input: a whole number from 0 to 100. */
const score = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `The ${name} input must be a whole number from 0 to 100.`)
    .transform(Number)
    .pipe(z.number().max(100, `The ${name} input must be a whole number from 0 to 100.`));

/** An input left empty is an input not given. */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value))
    .pipe(schema.optional());

/**
 * The action's inputs (action.yml) as the runner hands them to a JavaScript action: one environment
 * variable each, `INPUT_` and the name upper-cased, its default already applied. Read here alone, so
 * a workflow's values never reach a shell.
 */
const inputsSchema = z
  .object({
    INPUT_URL: z.string({ error: 'The url input is required.' }).trim().min(1, 'The url input is required.'),
    'INPUT_FAIL-UNDER': optional(score('fail-under')),
    'INPUT_EXPECTED-FILE': optional(z.string()),
    INPUT_ROBOTS: optional(
      z.enum(['true', 'false'], { error: 'The robots input must be "true" or "false".' }),
    ),
    'INPUT_READINESS-FAIL-UNDER': optional(score('readiness-fail-under')),
  })
  .transform((inputs) => ({
    url: inputs.INPUT_URL,
    failUnder: inputs['INPUT_FAIL-UNDER'] ?? 80,
    expectedFile: inputs['INPUT_EXPECTED-FILE'],
    robots: inputs.INPUT_ROBOTS !== 'false',
    readinessFailUnder: inputs['INPUT_READINESS-FAIL-UNDER'],
  }));

export type ActionInputs = z.infer<typeof inputsSchema>;

/** The inputs, or the first thing wrong with them, said as the workflow's author would fix it. */
export function readActionInputs(
  env: Record<string, string | undefined>,
): { ok: true; inputs: ActionInputs } | { ok: false; problem: string } {
  const parsed = inputsSchema.safeParse(env);
  if (parsed.success) return { ok: true, inputs: parsed.data };
  return { ok: false, problem: parsed.error.issues[0]?.message ?? 'The inputs are not valid.' };
}
