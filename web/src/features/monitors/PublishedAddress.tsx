import { useCopyToClipboard } from '../../components/use-copy-to-clipboard.js';
import './monitors.css';

/** Where the site's file is published (and kept current by the monitor), with a button to copy it. */
export function PublishedAddress({ url, host }: { url: string; host: string }) {
  const { copy, copied } = useCopyToClipboard();
  return (
    <p className="monitor-published">
      <span>Published at</span>
      <a href={url} target="_blank" rel="noreferrer">
        {url}
      </a>
      <button type="button" className="button button--secondary button--small" onClick={() => void copy(url)}>
        {copied ? 'Copied!' : 'Copy address'}
        <span className="visually-hidden"> of the published file of {host}</span>
      </button>
    </p>
  );
}
