import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { presentLanguageFiles, renderDefaultSelection } from '@signpost/analyses';
import type { SiteLanguage } from '@signpost/contracts';
import type { AnalysisRow, PageRow } from '@signpost/db';

export interface LanguageOutput {
  tag: string;
  pagesSelected: number;
  /** Where the file belongs on the site, when the language has a folder of its own. */
  url: string | null;
  files: { llmsTxt: string; llmsFullTxt: string };
}

/**
 * The folder of the output that mirrors a language's place on the site (`de/` for
 * `https://site/de/llms.txt`, the host first when the language lives on another one), or
 * `languages/<tag>/` when it has no place of its own. Always inside the output folder.
 */
function folderFor(language: SiteLanguage, siteUrl: string, outDir: string): string {
  const place = language.llmsTxtUrl === null ? null : new URL(language.llmsTxtUrl);
  const segments =
    place === null
      ? ['languages', language.tag]
      : [
          ...(place.origin === new URL(siteUrl).origin ? [] : [place.host]),
          ...place.pathname.split('/').filter((segment) => segment !== '' && segment !== 'llms.txt'),
        ];
  const folder = resolve(outDir, ...segments);
  const inside = relative(outDir, folder);
  if (inside.startsWith('..')) throw new Error(`The folder for ${language.tag} falls outside ${outDir}.`);
  return folder;
}

/** llms.txt and its full text for each language but the default, written where each belongs. */
export async function writeLanguageFiles(
  analysis: AnalysisRow,
  pages: readonly PageRow[],
  outDir: string,
  fullBudgetBytes: number,
): Promise<LanguageOutput[]> {
  const [, ...translations] = presentLanguageFiles(pages, analysis.default_language, analysis.url);
  const outputs: LanguageOutput[] = [];
  for (const language of translations) {
    const { llmsTxt, llmsFull, pageCount } = renderDefaultSelection(
      analysis,
      pages,
      fullBudgetBytes,
      language.tag,
    );
    if (pageCount === 0) continue;
    const folder = folderFor(language, analysis.url, outDir);
    await mkdir(folder, { recursive: true });
    const files = { llmsTxt: join(folder, 'llms.txt'), llmsFullTxt: join(folder, 'llms-full.txt') };
    await writeFile(files.llmsTxt, llmsTxt, 'utf8');
    for (const file of llmsFull.files) await writeFile(join(folder, file.name), file.content, 'utf8');
    outputs.push({ tag: language.tag, pagesSelected: pageCount, url: language.llmsTxtUrl, files });
  }
  return outputs;
}
