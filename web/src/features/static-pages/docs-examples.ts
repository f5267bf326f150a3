/*
 * The samples the Docs page shows for the command line, the GitHub Action and the readiness report:
 * the CLI's own commands and flags (services/cli) and the inputs action.yml declares, so a person can
 * copy them as they are. A test holds the Action's sample to action.yml.
 */

export interface CodeSample {
  label: string;
  code: string;
}

export const CLI_SAMPLES: readonly CodeSample[] = [
  {
    label: 'the generate command',
    code: 'npx signpost generate https://example.com   # writes llms.txt and llms-full.txt here',
  },
  {
    label: 'the validate command',
    code: 'signpost validate https://example.com --fail-under 80   # exits 1 under a score of 80',
  },
  {
    label: 'the readiness command',
    code: 'signpost readiness https://example.com --fail-under 70 --json',
  },
];

/** The Action's inputs as action.yml names them, each with a value a docs site might use. */
export const ACTION_INPUTS = {
  url: 'https://docs.example.com',
  'fail-under': '80',
  'expected-file': 'public/llms.txt # optional: the live file must match this one',
  'readiness-fail-under': '70 # optional: the agent-readiness score too',
} as const;

export const ACTION_SAMPLE: CodeSample = {
  label: 'the GitHub Action workflow',
  code: [
    'name: llms.txt',
    'on:',
    "  schedule: [{ cron: '0 6 * * 1' }] # every Monday",
    '  push: { branches: [main] }',
    'jobs:',
    '  check:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - uses: your-org/signpost@main # where your copy of Signpost is hosted',
    '        with:',
    ...Object.entries(ACTION_INPUTS).map(([input, value]) => `          ${input}: ${value}`),
  ].join('\n'),
};
