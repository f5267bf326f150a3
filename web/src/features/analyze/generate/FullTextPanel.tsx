import type { LlmFullTextResponse } from '@signpost/contracts';
import type { ReactNode } from 'react';
import { formatFileSize } from './format-file-size.js';
import { cutPagesNotice, formatTokens, fullTextSummary } from './full-text-display.js';

interface FullTextPanelProps {
  full: LlmFullTextResponse;
  /** The address of one file of the full text, so a link can be copied or opened. */
  fileUrl(name: string): string;
  /** Downloads one file with the session (a plain link carries no token). */
  onDownload(name: string): void;
}

/**
 * A table wider than its box scrolls inside it instead of widening the page; keys scroll it too. On a
 * phone the rows stack instead (generate.css), each cell named by its `data-label`; the explicit roles
 * keep the table a table for screen readers whatever its display.
 */
function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="full-text__scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * llms-full.txt described: its size and estimated tokens per section and per file, and, past the
 * budget, the section files it is split into, each with its download. Nothing is left out unsaid.
 */
export function FullTextPanel({ full, fileUrl, onDownload }: FullTextPanelProps) {
  const cutNotice = cutPagesNotice(full);
  const cutPages = full.files.flatMap((file) => file.cutPages);
  return (
    <section className="full-text" aria-labelledby="full-text-title">
      <h3 id="full-text-title" className="full-text__title">
        Full text: llms-full.txt
      </h3>
      <p>{fullTextSummary(full)}</p>
      {cutNotice && (
        <div className="notice notice--warning full-text__cut" role="note">
          <p>{cutNotice}</p>
          <ul>
            {cutPages.map((page) => (
              <li key={page.url}>
                <span className="url-text">{page.url}</span>: {formatFileSize(page.keptBytes)} of{' '}
                {formatFileSize(page.bytes)} kept
              </li>
            ))}
          </ul>
        </div>
      )}
      {full.split && (
        <TableScroll label="Files table">
          <table className="full-text__table" aria-label="Files of the full text" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  File
                </th>
                <th scope="col" role="columnheader">
                  Holds
                </th>
                <th scope="col" role="columnheader">
                  Pages
                </th>
                <th scope="col" role="columnheader">
                  Size
                </th>
                <th scope="col" role="columnheader">
                  Tokens
                </th>
                <th scope="col" role="columnheader">
                  <span className="visually-hidden">Download</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {full.files.map((file) => (
                <tr key={file.name} role="row">
                  <th scope="row" role="rowheader" className="full-text__name">
                    {file.name}
                  </th>
                  <td role="cell" data-label="Holds">
                    {file.label}
                  </td>
                  <td role="cell" data-label="Pages">
                    {file.pageCount}
                  </td>
                  <td role="cell" data-label="Size">
                    {formatFileSize(file.bytes)}
                  </td>
                  <td role="cell" data-label="Tokens">
                    {formatTokens(file.estimatedTokens)}
                  </td>
                  <td role="cell">
                    <a
                      className="button button--ghost button--small"
                      href={fileUrl(file.name)}
                      download={file.name}
                      aria-label={`Download ${file.name}`}
                      onClick={(event) => {
                        event.preventDefault();
                        onDownload(file.name);
                      }}
                    >
                      Download
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <TableScroll label="Sections table">
        <table className="full-text__table" aria-label="Sections of the full text" role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Section
              </th>
              <th scope="col" role="columnheader">
                Pages
              </th>
              <th scope="col" role="columnheader">
                Size
              </th>
              <th scope="col" role="columnheader">
                Tokens
              </th>
              {full.split && (
                <th scope="col" role="columnheader">
                  In
                </th>
              )}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {full.sections.map((section) => (
              <tr key={section.name} role="row">
                <th scope="row" role="rowheader">
                  {section.name}
                </th>
                <td role="cell" data-label="Pages">
                  {section.pageCount}
                </td>
                <td role="cell" data-label="Size">
                  {formatFileSize(section.bytes)}
                </td>
                <td role="cell" data-label="Tokens">
                  {formatTokens(section.estimatedTokens)}
                </td>
                {full.split && (
                  <td role="cell" data-label="In" className="full-text__name">
                    {section.files.join(', ')}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="panel__meta">
        Tokens are estimated at four characters a token (one for Chinese, Japanese and Korean); models count
        differently.
      </p>
    </section>
  );
}
