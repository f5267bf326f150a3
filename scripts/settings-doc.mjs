// Writes docs/settings.md from the config schema: every setting in libs/config/src/env-schema.ts, in
// its order, with the default the schema gives it and the words of libs/config/src/setting-descriptions.ts.
// tests/workspace/settings-doc.test.ts fails when the page is behind the schema.
//
//   npm run docs:settings
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { envSchema } from '../libs/config/src/env-schema.ts';
import { SETTING_DESCRIPTIONS } from '../libs/config/src/setting-descriptions.ts';
import { DEFAULT_PLANS } from '../libs/contracts/src/plans.ts';

export const SETTINGS_DOC_PATH = fileURLToPath(new URL('../docs/settings.md', import.meta.url));

const INTRODUCTION = `<!-- Written by \`npm run docs:settings\` from libs/config/src/env-schema.ts and setting-descriptions.ts beside it: change those, then run it. -->

# Settings

Every setting is an environment variable, read and validated once when a process starts; a bad value
stops the process with every problem listed. An empty value counts as unset. \`REDIS_URL\` needs
\`METRICS_TOKEN\` and \`RENDER_URL\` needs \`RENDER_TOKEN\`. The render service reads only its own few
(\`libs/config/src/render-service-config.ts\`).

The \`PLAN_*\` settings override one figure of the plan catalogue each (\`libs/contracts/src/plans.ts\`;
docs/product-rules.md, Plans); unset, the catalogue's figure stands.
`;

/** A plan setting's figure in the catalogue, the default it overrides. */
function planDefault(name) {
  const [, tier, field] = /^PLAN_([A-Z]+)_([A-Z_]+)$/.exec(name) ?? [];
  const plan = DEFAULT_PLANS[tier?.toLowerCase()];
  if (!plan) throw new Error(`${name} names no plan of the catalogue`);
  const figures = {
    MAX_PAGES: plan.maxPagesPerAnalysis,
    ANALYSES: plan.analyses.limit,
    AI_PAGES: plan.aiPagesLimit ?? 'all',
    PRICE_CENTS: plan.priceCents,
  };
  if (!(field in figures)) throw new Error(`${name} names no figure of a plan`);
  return `catalogue: \`${figures[field]}\``;
}

function schemaDefault(name, setting) {
  if (name.startsWith('PLAN_')) return planDefault(name);
  const absent = setting.safeParse(undefined);
  if (!absent.success) return 'required';
  if (absent.data === undefined) return 'unset';
  if (Array.isArray(absent.data)) return absent.data.length === 0 ? 'empty' : `\`${absent.data.join(',')}\``;
  return `\`${absent.data}\``;
}

const cell = (text) => text.replaceAll('|', '\\|');

/** The page as prettier leaves it, so `npm run format:check` and the test agree on every byte. */
export async function renderSettingsDoc() {
  const rows = Object.entries(envSchema.shape).map(([name, setting]) => {
    const description = SETTING_DESCRIPTIONS[name];
    if (!description)
      throw new Error(`${name} has no description in libs/config/src/setting-descriptions.ts`);
    return `| \`${name}\` | ${cell(schemaDefault(name, setting))} | ${cell(description)} |`;
  });
  const markdown = `${INTRODUCTION}\n| setting | default | what it does |\n| --- | --- | --- |\n${rows.join('\n')}\n`;
  const options = (await prettier.resolveConfig(SETTINGS_DOC_PATH)) ?? {};
  return prettier.format(markdown, { ...options, filepath: SETTINGS_DOC_PATH });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(SETTINGS_DOC_PATH, await renderSettingsDoc());
  console.log(`Wrote ${SETTINGS_DOC_PATH}`);
}
