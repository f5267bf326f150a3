import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import './static-pages.css';

interface StaticPageProps {
  title: string;
  /** The document title; the page title with the product's name by default. */
  documentTitle?: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of a content page: its title, a lead paragraph, and scrolling to a linked section. */
export function StaticPage({ title, documentTitle, lead, children }: StaticPageProps) {
  const { hash } = useLocation();

  // The router does not scroll to fragments itself; links such as /docs#best-practices rely on this.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <article className="static-page">
      <title>{documentTitle ?? `${title} · Signpost`}</title>
      <header className="static-page__header">
        <h1 className="static-page__title">{title}</h1>
        {lead && <p className="static-page__lead">{lead}</p>}
      </header>
      {children}
    </article>
  );
}
