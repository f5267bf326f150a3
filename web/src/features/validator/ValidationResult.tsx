import { describeFileStats, type ValidationResponse } from '@signpost/contracts';
import { EXCELLENT_SCORE, occurrencesOf, scoreTone } from './validator-display.js';
import { ScoreFigure } from '../../components/ScoreFigure.js';
import '../../components/finding-list.css';
import './validator.css';

const SEVERITY_LABELS = { error: 'Error', warning: 'Warning', info: 'Info' } as const;
const PRIORITY_LABELS = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** The count of a repeated problem and a few of its occurrences. */
function Occurrences({ issue }: { issue: ValidationResponse['issues'][number] }) {
  const occurrences = occurrencesOf(issue);
  if (!occurrences) return null;
  return (
    <>
      <p className="validator__occurrences">{occurrences.summary}</p>
      {occurrences.examples.length > 0 && (
        <ul className="validator__examples">
          {occurrences.examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ValidationResult({ report }: { report: ValidationResponse }) {
  const perfect = report.issues.length === 0 && report.recommendations.length === 0;
  return (
    <section className="card validator__result" aria-labelledby="validation-result-title">
      <h2 id="validation-result-title" className="section-title">
        Validation Result
      </h2>
      <div className="validator__summary">
        <ScoreFigure
          score={report.score}
          tone={scoreTone(report.score)}
          accessibleName={`Score ${report.score} out of 100`}
        />
        <div>
          <p className="score-verdict">{report.valid ? 'Valid llms.txt' : 'Issues found'}</p>
          {report.score >= EXCELLENT_SCORE && <p className="validator__excellent">Excellent quality!</p>}
          <p className="panel__meta">
            {report.checkedUrl === null ? (
              'Pasted text'
            ) : (
              <span className="url-text">{report.checkedUrl}</span>
            )}{' '}
            · {describeFileStats(report.stats)} · checked in {report.processingTime} ms
          </p>
        </div>
      </div>

      {perfect && (
        <div className="panel validator__perfect" role="status">
          <h3 className="panel__title">Perfect Score!</h3>
          <p>Your llms.txt follows the format with nothing left to improve.</p>
        </div>
      )}

      {report.issues.length > 0 && (
        <>
          <h3 className="validator__heading">Issues ({report.issues.length})</h3>
          <ul className="finding-list" aria-label="Issues">
            {report.issues.map((issue, index) => (
              <li
                key={`${issue.code}-${index}`}
                className={`finding${issue.severity === 'error' ? ' finding--danger' : issue.severity === 'warning' ? ' finding--caution' : ''}`}
              >
                <span className={`validator__tag validator__tag--${issue.severity}`}>
                  {SEVERITY_LABELS[issue.severity]}
                </span>
                <div>
                  <p>
                    {issue.line !== null && <span className="validator__line">Line {issue.line}: </span>}
                    {issue.message}
                  </p>
                  <Occurrences issue={issue} />
                  <p className="panel__meta">{issue.suggestion}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      {report.recommendations.length > 0 && (
        <>
          <h3 className="validator__heading">Recommendations</h3>
          <ul className="finding-list" aria-label="Recommendations">
            {report.recommendations.map((recommendation) => (
              <li key={recommendation.title} className="finding">
                <span className={`validator__tag validator__tag--${recommendation.priority}`}>
                  {PRIORITY_LABELS[recommendation.priority]}
                </span>
                <div>
                  <p>
                    <strong>{recommendation.title}</strong>
                  </p>
                  <p className="panel__meta">{recommendation.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      {report.robotsConflicts.length > 0 && (
        <>
          <h3 className="validator__heading">robots.txt Conflicts</h3>
          <ul className="finding-list" aria-label="robots.txt conflicts">
            {report.robotsConflicts.map((conflict, index) => (
              <li key={`${conflict.rule}-${index}`} className="finding">
                <div>
                  <p>{conflict.conflict}</p>
                  <p className="panel__meta">
                    Rule: <code>{conflict.rule}</code> · llms.txt at <code>{conflict.llmsTxtPath}</code>
                  </p>
                  <p className="panel__meta">{conflict.recommendation}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
