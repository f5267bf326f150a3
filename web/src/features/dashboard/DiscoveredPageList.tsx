import { PAGE_CATEGORY_LABELS } from '@signpost/contracts';
import type { DiscoveredPage } from '@signpost/contracts';
import { QualityBadge } from '../../components/QualityBadge.js';
import { formatDate, pageText } from './analysis-format.js';

/** The analysis's pages with their scores, best first as the server keeps them. */
export function DiscoveredPageList({ pages }: { pages: DiscoveredPage[] }) {
  if (pages.length === 0) return <p>No pages were found.</p>;
  return (
    <ul className="detail-pages">
      {pages.map((page) => {
        const { title, description } = pageText(page);
        return (
          <li key={page.url} className="detail-pages__item">
            <div className="detail-pages__heading">
              <h3 className="detail-pages__title">{title}</h3>
              <QualityBadge score={page.qualityScore} />
            </div>
            <p>{description}</p>
            <p className="detail-pages__meta">
              <span className="detail-chip">{PAGE_CATEGORY_LABELS[page.category]}</span>
              <a className="url-text" href={page.url} target="_blank" rel="noreferrer">
                {page.url}
              </a>
              {page.lastModified !== null && (
                <span>
                  Last modified <time dateTime={page.lastModified}>{formatDate(page.lastModified)}</time>
                </span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
