import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WebsiteUrlInput } from './WebsiteUrlInput.js';

const render = (value: string) =>
  renderToStaticMarkup(
    <WebsiteUrlInput id="site" value={value} onChange={() => undefined} describedBy="help" />,
  );

describe('WebsiteUrlInput', () => {
  it('says why an address cannot be read, next to the field it describes', () => {
    const html = render('localhost:8080');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="site-note help"');
    expect(html).toMatch(/<p id="site-note"[^>]*>localhost is this computer/);
  });

  it('warns of a private address without marking it invalid', () => {
    const html = render('127.0.0.1:8080');
    expect(html).toContain('aria-invalid="false"');
    expect(html).toContain('127.0.0.1 is a private address');
  });

  it('says nothing of a good address', () => {
    expect(render('example.com')).toMatch(/<p id="site-note"[^>]*><\/p>/);
  });
});
