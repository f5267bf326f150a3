import { PAGE_CATEGORY_LABELS } from '@signpost/contracts';
import type { DiscoveredPage } from '@signpost/contracts';
import { QualityBadge } from '../../../components/QualityBadge.js';
import './review.css';

interface PageRowProps {
  page: DiscoveredPage;
  selected: boolean;
  onToggle(url: string): void;
}

export function PageRow({ page, selected, onToggle }: PageRowProps) {
  const title = page.title.trim() || page.url;
  return (
    <li className={`page-row${selected ? ' page-row--selected' : ''}`}>
      <input
        type="checkbox"
        className="page-row__check"
        checked={selected}
        onChange={() => onToggle(page.url)}
        aria-label={title}
      />
      <div className="page-row__body">
        <div className="page-row__heading">
          <h3 className="page-row__title">{title}</h3>
          <QualityBadge score={page.qualityScore} />
        </div>
        {page.description && <p className="page-row__description">{page.description}</p>}
        <p className="page-row__meta">
          <span className="chip">{PAGE_CATEGORY_LABELS[page.category]}</span>
          <a className="page-row__url" href={page.url} target="_blank" rel="noreferrer">
            {page.url}
          </a>
        </p>
        {page.reason && (
          <p className="page-row__reason">
            <span className="visually-hidden">Why this score: </span>
            {page.reason}
          </p>
        )}
      </div>
    </li>
  );
}
