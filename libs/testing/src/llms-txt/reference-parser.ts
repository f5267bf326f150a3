/**
 * The llms.txt reference parser (`parse_llms_txt` of llms_txt/miniparse.py, AnswerDotAI/llms-txt)
 * re-expressed from its documented regular expressions, to check that files we write read the same
 * under it. Like the original it throws on a section line that is not a link.
 */
export interface ReferenceLink {
  title: string;
  url: string;
  desc: string | null;
}

export interface ReferenceResult {
  title: string;
  summary: string | null;
  info: string;
  sections: Map<string, ReferenceLink[]>;
}

const LINK = /-\s*\[(?<title>[^\]]+)\]\((?<url>[^)]+)\)(?::\s*(?<desc>.*))?/;
const SECTION_SPLIT = /^##\s*(.*?$)/m;
const HEADER = /^#\s*(?<title>.+?$)\n+(?:^>\s*(?<summary>.+?$)$)?\n+(?<info>.*)/ms;

function parseLinks(block: string): ReferenceLink[] {
  return block
    .trim()
    .split(/\n+/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const groups = LINK.exec(line)?.groups;
      if (!groups) throw new Error(`reference parser: no link on line ${JSON.stringify(line)}`);
      return { title: groups.title ?? '', url: groups.url ?? '', desc: groups.desc ?? null };
    });
}

export function referenceParse(text: string): ReferenceResult {
  const [start = '', ...rest] = text.split(SECTION_SPLIT);
  const sections = new Map<string, ReferenceLink[]>();
  for (let index = 0; index + 1 < rest.length; index += 2) {
    // A repeated name keeps its first position and its last list, as a Python dict does.
    sections.set(rest[index] ?? '', parseLinks(rest[index + 1] ?? ''));
  }
  const header = HEADER.exec(start.trim())?.groups;
  if (!header) throw new Error('reference parser: no header');
  return { title: header.title ?? '', summary: header.summary ?? null, info: header.info ?? '', sections };
}
