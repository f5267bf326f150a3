import { StaticPage } from './StaticPage.js';

interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  date: string;
  readTime: string;
  category: string;
}

/** Three hard-coded teasers (docs/product-rules.md, Screens); the posts themselves are not written yet. */
const POSTS: readonly BlogPost[] = [
  {
    id: 'what-is-llms-txt',
    title: 'What llms.txt is, and why your site needs one',
    excerpt:
      'AI assistants read your site with little room to spare. A short file at its root tells them where to look.',
    date: '2025-08-12',
    readTime: '5 min read',
    category: 'Guides',
  },
  {
    id: 'choosing-pages',
    title: 'Choosing the pages that belong in your llms.txt',
    excerpt: 'Documentation, guides and pricing in; tag pages and old news out. How to decide, page by page.',
    date: '2025-08-05',
    readTime: '7 min read',
    category: 'Best practices',
  },
  {
    id: 'finding-every-page',
    title: 'How Signpost finds your pages',
    excerpt: 'robots.txt, sitemaps, feeds and a careful crawl, together: why one source is never enough.',
    date: '2025-07-29',
    readTime: '6 min read',
    category: 'Product',
  },
];

const formatDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function Blog() {
  return (
    <StaticPage title="Blog" lead="Notes on llms.txt, AI assistants and how Signpost works.">
      <ul className="blog-posts">
        {POSTS.map((post) => (
          <li key={post.id} className="card blog-post">
            <article aria-labelledby={`post-${post.id}`}>
              <span className="blog-post__category">{post.category}</span>
              <h2 id={`post-${post.id}`}>{post.title}</h2>
              <p>{post.excerpt}</p>
              <p className="static-page__meta">
                <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readTime} · Coming soon
              </p>
            </article>
          </li>
        ))}
      </ul>
      <section className="card blog-post" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">Newsletter</h2>
        <p>A short newsletter about new posts is coming soon.</p>
      </section>
    </StaticPage>
  );
}
