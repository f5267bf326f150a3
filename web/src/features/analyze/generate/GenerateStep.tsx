import { useQuery } from '@tanstack/react-query';
import { STEP_FAILURES } from '../../../api/error-messages/index.js';
import { signpostApi } from '../../../api/signpost-api.js';
import { findLanguage } from '../languages/index.js';
import { WEBSITE_URL_INPUT_ID } from '../wizard/dom-ids.js';
import { useWizard } from '../wizard/WizardProvider.js';
import type { AnalysisSummary } from '../workflow/workflow-state.js';
import { formatFileSize } from './format-file-size.js';
import { FullTextPanel } from './FullTextPanel.js';
import { LanguageFiles } from './LanguageFiles.js';
import { PublishPanel } from './PublishPanel.js';
import { saveTextFile } from '../../../components/save-text-file.js';
import { downloadFullFile } from './download-full-file.js';
import { useToast } from '../../../components/ToastProvider.js';
import { useCopyToClipboard } from '../../../components/use-copy-to-clipboard.js';
import { llmFileKeys } from '../../../api/queries/llm-files.js';
import './generate.css';

const PREVIEW_CHARACTERS = 3_000;

export function GenerateStep({ fileId, summary }: { fileId: string; summary: AnalysisSummary }) {
  const { state, dispatch } = useWizard();
  const { languages } = summary;
  const language = findLanguage(languages, state.language);
  const place = language === undefined || language === languages[0] ? null : (language.llmsTxtUrl ?? null);
  const toast = useToast();
  const file = useQuery({
    queryKey: llmFileKeys.file(fileId),
    queryFn: ({ signal }) => signpostApi.getLlmFile(fileId, signal),
  });
  const fullText = useQuery({
    queryKey: llmFileKeys.fullText(fileId),
    queryFn: ({ signal }) => signpostApi.getFullText(fileId, signal),
  });
  const { copy, copied } = useCopyToClipboard();
  const data = file.data;
  const downloadFull = (name?: string) =>
    downloadFullFile(fileId, name).catch(() => toast.error(STEP_FAILURES.fileFetch));

  return (
    <div className="step">
      <h2 className="step__title" tabIndex={-1}>
        Professional LLMs.txt File Generated
      </h2>

      {file.isPending && (
        <p className="notice" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your file…
        </p>
      )}

      {file.isError && (
        <div className="panel panel--danger" role="alert">
          <p>{STEP_FAILURES.fileFetch}</p>
          <div className="actions">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void file.refetch()}
            >
              Try Again
            </button>
          </div>
        </div>
      )}

      {data && (
        <>
          <div className="file-bar">
            <p className="file-bar__meta">
              <strong>llms.txt</strong>
              <span>{data.pageCount === 1 ? '1 page' : `${data.pageCount} pages`}</span>
              <span>{formatFileSize(data.fileSize)}</span>
            </p>
            <div className="file-bar__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void copy(data.content)}
              >
                Copy
              </button>
              {/* Links, so they can be copied or opened; a click downloads with the session. */}
              <a
                className="button button--primary"
                href={signpostApi.downloadUrl(fileId)}
                download="llms.txt"
                onClick={(event) => {
                  event.preventDefault();
                  saveTextFile(data.content, 'llms.txt');
                }}
              >
                Download
              </a>
              <a
                className="button button--ghost"
                href={signpostApi.downloadUrl(fileId, 'full')}
                download="llms-full.txt"
                onClick={(event) => {
                  event.preventDefault();
                  void downloadFull();
                }}
              >
                Download llms-full.txt
              </a>
              <span className={`copied${copied ? ' copied--visible' : ''}`} aria-hidden={!copied}>
                ✓ Copied
              </span>
            </div>
          </div>
          <figure className="preview">
            <figcaption className="preview__caption">
              {data.content.length > PREVIEW_CHARACTERS
                ? `Preview: the first ${PREVIEW_CHARACTERS.toLocaleString()} of ${data.content.length.toLocaleString()} characters`
                : 'Preview'}
            </figcaption>
            <pre className="preview__text" tabIndex={0} aria-label="llms.txt preview">
              {data.content.slice(0, PREVIEW_CHARACTERS)}
            </pre>
          </figure>
          {fullText.data && (
            <FullTextPanel
              full={fullText.data}
              fileUrl={(name) => signpostApi.downloadUrl(fileId, 'full', name)}
              onDownload={(name) => void downloadFull(name)}
            />
          )}
          <p className="step__lead">
            {place === null ? (
              <>
                Upload this file to the root of your site so it is served at <code>/llms.txt</code>
              </>
            ) : (
              <>
                Upload this file so it is served at <code>{place}</code>, where it covers the pages under that
                folder
              </>
            )}
            {fullText.data?.split ? ', with the llms-full files beside it.' : '.'}
          </p>
          <PublishPanel fileId={fileId} siteUrl={state.websiteUrl} published={data.published} />
          {state.analysisId !== null && languages.length > 1 && (
            <LanguageFiles analysisId={state.analysisId} languages={languages} />
          )}
        </>
      )}

      <div className="step__footer actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch({ type: 'details-viewed' })}
        >
          View Analysis Details
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            dispatch({ type: 'new-analysis-started' });
            // After the wizard has moved its focus to the new step's heading.
            window.requestAnimationFrame(() => {
              const field = document.getElementById(WEBSITE_URL_INPUT_ID);
              field?.scrollIntoView({ block: 'center' });
              field?.focus();
            });
          }}
        >
          Start New Analysis
        </button>
      </div>
    </div>
  );
}
