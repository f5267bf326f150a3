import { useId, useState } from 'react';
import { splitUrls } from './monitor-format.js';

/** One section of a run's diff: its count in the heading, the first few addresses, the rest on request. */
export function UrlList({ title, urls }: { title: string; urls: readonly string[] }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const { shown, hiddenCount } = splitUrls(urls, expanded);
  const collapsible = expanded || hiddenCount > 0;

  return (
    // A plain block under a heading, not a landmark: each run has the same four lists.
    <div>
      <h5 id={`${id}-title`} className="monitor-diff__title">
        {title} ({urls.length})
      </h5>
      {urls.length === 0 ? (
        <p className="monitor-diff__none">None</p>
      ) : (
        <ul id={`${id}-list`} className="monitor-urls">
          {shown.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                {url}
              </a>
            </li>
          ))}
        </ul>
      )}
      {collapsible && (
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show all ${urls.length}`}
          <span className="visually-hidden"> {title.toLowerCase()}</span>
        </button>
      )}
    </div>
  );
}
