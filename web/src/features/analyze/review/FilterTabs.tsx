import { PAGE_FILTER_LABELS, pageFilterIds } from '@signpost/contracts';
import type { PageFilterId } from '@signpost/contracts';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { FILTER_QUALIFIERS } from './page-filters.js';
import './review.css';

interface FilterTabsProps {
  active: PageFilterId;
  counts: Record<PageFilterId, number>;
  panelId: string;
  onChange(filter: PageFilterId): void;
}

/** The review filters as a tab list: arrow keys move between tabs, as the ARIA tabs pattern asks. */
export function FilterTabs({ active, counts, panelId, onChange }: FilterTabsProps) {
  const tabs = useRef(new Map<PageFilterId, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const offsets: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const offset = offsets[event.key];
    let next: PageFilterId | undefined;
    if (offset !== undefined) {
      const index = pageFilterIds.indexOf(active);
      next = pageFilterIds[(index + offset + pageFilterIds.length) % pageFilterIds.length];
    } else if (event.key === 'Home') {
      next = pageFilterIds[0];
    } else if (event.key === 'End') {
      next = pageFilterIds[pageFilterIds.length - 1];
    }
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
    tabs.current.get(next)?.focus();
  }

  return (
    <>
      <div className="tabs" role="tablist" aria-label="Filter pages" onKeyDown={onKeyDown}>
        {pageFilterIds.map((filter) => {
          const selected = filter === active;
          const qualifier = FILTER_QUALIFIERS[filter];
          return (
            <button
              key={filter}
              ref={(element) => {
                if (element) tabs.current.set(filter, element);
                else tabs.current.delete(filter);
              }}
              type="button"
              role="tab"
              id={`filter-tab-${filter}`}
              className="tabs__tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              title={qualifier?.description}
              aria-describedby={qualifier ? descriptionIdOf(filter) : undefined}
              onClick={() => onChange(filter)}
            >
              {PAGE_FILTER_LABELS[filter]}
              {qualifier && <span className="tabs__qualifier">({qualifier.short})</span>}
              <span className="tabs__count" aria-hidden="true">
                {counts[filter]}
              </span>
            </button>
          );
        })}
      </div>
      {/* Outside the tab list, which may hold tabs only; each tab names its own as its description. */}
      {pageFilterIds.map((filter) => {
        const qualifier = FILTER_QUALIFIERS[filter];
        return (
          qualifier && (
            <p key={filter} id={descriptionIdOf(filter)} className="visually-hidden">
              {qualifier.description}
            </p>
          )
        );
      })}
    </>
  );
}

const descriptionIdOf = (filter: PageFilterId) => `filter-tab-${filter}-description`;
