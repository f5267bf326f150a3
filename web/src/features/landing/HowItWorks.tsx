import './landing.css';

const STEPS = [
  {
    title: 'Enter your URL',
    text: 'Give us the address of your site. Signpost reads robots.txt and your sitemaps and follows links to find your public pages.',
  },
  {
    title: 'AI analysis',
    text: 'Each page is read and scored for how well it explains your product, docs and guides to an AI assistant.',
  },
  {
    title: 'Download your file',
    text: 'Keep the pages you want, generate the llms.txt, then copy it or download it and place it at the root of your site.',
  },
] as const;

export function HowItWorks() {
  return (
    <section id="how-it-works" className="landing-section" aria-labelledby="how-title">
      <h2 id="how-title" className="section-title">
        How It Works
      </h2>
      <ol className="landing-grid how__steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="card landing-card how__step">
            <span className="how__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="landing-note">
        New to llms.txt? It is a plain Markdown file at <code>/llms.txt</code> that gives AI assistants a
        short summary of your site and links to its most useful pages. Read the format at{' '}
        <a href="https://llmstxt.org" target="_blank" rel="noreferrer">
          llmstxt.org
        </a>
        .
      </p>
    </section>
  );
}
