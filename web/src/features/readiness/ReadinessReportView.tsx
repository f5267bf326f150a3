import type { SharedReadinessReport } from '@signpost/contracts';
import { useId, type ReactNode } from 'react';
import { ReadinessCheckItem } from './ReadinessCheckItem.js';
import { checkedAtText, groupChecks, readScore, statusTally } from './readiness-display.js';
import { ScoreFigure } from '../../components/ScoreFigure.js';
import '../../components/finding-list.css';
import './readiness.css';

interface ReadinessReportViewProps {
  report: SharedReadinessReport;
  /** Shown under the score: the share link, which needs the browser and so stays out of this view. */
  children?: ReactNode;
}

/** The report: the score in numbers and words, then the checks by category, worst first. */
export function ReadinessReportView({ report, children }: ReadinessReportViewProps) {
  const ids = useId();
  const { tone, words } = readScore(report.score);
  const groups = groupChecks(report.checks);
  return (
    <section className="card readiness__report" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="section-title">
        Agent Readiness Report
      </h2>
      <div className="readiness__summary">
        <ScoreFigure score={report.score} tone={tone} />
        <div>
          <p className="score-verdict">{words}</p>
          <p className="panel__meta">{statusTally(report.checks)}</p>
          <p className="panel__meta">
            <span className="url-text">{report.url}</span> · checked {checkedAtText(report.checkedAt)}
          </p>
          {report.platform !== null && (
            <p className="readiness__platform">Fixes written for {report.platform}</p>
          )}
        </div>
      </div>
      {children}
      {groups.map((group) => (
        <section
          key={group.category}
          className="readiness__group"
          aria-labelledby={`${ids}-${group.category}`}
        >
          <h3 id={`${ids}-${group.category}`} className="readiness__group-title">
            {group.label} <span className="readiness__group-tally">({statusTally(group.checks)})</span>
          </h3>
          <ul className="finding-list">
            {group.checks.map((check) => (
              <ReadinessCheckItem key={check.id} check={check} />
            ))}
          </ul>
        </section>
      ))}
      {groups.length === 0 && <p>The report holds no checks.</p>}
    </section>
  );
}
