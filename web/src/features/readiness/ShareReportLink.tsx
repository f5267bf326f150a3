import { Link } from 'react-router-dom';
import { useCopyToClipboard } from '../../components/use-copy-to-clipboard.js';
import { sharedReportPath, sharedReportUrl } from './readiness-display.js';

/** The report's own address, which anyone can open, and a button that copies it. */
export function ShareReportLink({ reportId }: { reportId: string }) {
  const { copy, copied } = useCopyToClipboard();
  const url = sharedReportUrl(window.location.origin, reportId);
  return (
    <div className="readiness__share">
      <p>
        Share this report:{' '}
        <Link to={sharedReportPath(reportId)} className="url-text">
          {url}
        </Link>
      </p>
      <button type="button" className="button button--secondary button--small" onClick={() => void copy(url)}>
        {copied ? 'Copied' : 'Copy link'}
      </button>
    </div>
  );
}
