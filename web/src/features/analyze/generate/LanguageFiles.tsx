import type { SiteLanguage } from '@signpost/contracts';
import { useMutation } from '@tanstack/react-query';
import { STEP_FAILURES } from '../../../api/error-messages/index.js';
import { signpostApi } from '../../../api/signpost-api.js';
import { useToast } from '../../../components/ToastProvider.js';
import { languageName } from '../languages/index.js';
import { saveTextFile } from '../../../components/save-text-file.js';

/**
 * One llms.txt per language of a multilingual site, each of that language's pages as the review
 * step would preselect them, with the address it belongs at.
 */
export function LanguageFiles({
  analysisId,
  languages,
}: {
  analysisId: string;
  languages: readonly SiteLanguage[];
}) {
  const toast = useToast();
  const download = useMutation({
    mutationFn: async (language: SiteLanguage) => {
      const file = await signpostApi.generateLlmFile({ analysisId, language: language.tag });
      saveTextFile(await signpostApi.downloadText(file.id), `llms-${language.tag}.txt`);
    },
    onError: () => toast.error(STEP_FAILURES.generate),
  });
  return (
    <section className="language-files" aria-labelledby="language-files-title">
      <h3 id="language-files-title">One llms.txt per language</h3>
      <p>
        Each file lists one language’s pages, chosen as the review step chooses them. Publish each at its
        address: a file covers the pages under its folder.
      </p>
      <ul className="language-files__list">
        {languages.map((language) => {
          const name = languageName(language.tag);
          return (
            <li key={language.tag} className="language-files__item">
              <div>
                <strong>{name}</strong>, {language.pages} {language.pages === 1 ? 'page' : 'pages'}
                <p className="language-files__place">
                  {language.llmsTxtUrl === null
                    ? 'No folder of its own: its pages share folders with another language.'
                    : `Publish at ${language.llmsTxtUrl}`}
                </p>
              </div>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={download.isPending}
                aria-busy={download.isPending && download.variables.tag === language.tag}
                onClick={() => download.mutate(language)}
              >
                Download the {name} llms.txt
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
