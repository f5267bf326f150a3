import { fileURLToPath } from 'node:url';

// `../fixtures/` from src/ (tests) and from dist/ (a build) alike: the folder beside both.
const FIXTURES = new URL('../fixtures/', import.meta.url);

/** The folder of 59 real llms.txt files, each beside its `.reference.json` (fixtures/llms-txt). */
export const LLMS_TXT_CORPUS = fileURLToPath(new URL('llms-txt/real/', FIXTURES));

/** The folder of Mozilla Readability's 130 real pages, one folder each (fixtures/real-pages). */
export const READABILITY_PAGES = fileURLToPath(new URL('real-pages/readability/pages/', FIXTURES));
