/** One generated page, labelled by how it was built: worth an assistant's reading, or thin. */
export interface CorpusPage {
  url: string;
  html: string;
  substantive: boolean;
  /** How the page was built ('guide', 'near-duplicate', 'link-index', 'placeholder'...), for the report. */
  kind: string;
}

export interface CorpusSite {
  /** The generator that wrote the site ('docs', 'blog', 'shop', 'marketing'). */
  generator: string;
  origin: string;
  /** In discovery order: the home page first. */
  pages: CorpusPage[];
}

/** A site's pages as its generator adds them, each rendered through the site's own layout. */
export function pageCollector(
  origin: string,
  render: (title: string, description: string, main: string) => string,
) {
  const pages: CorpusPage[] = [];
  const add = (
    path: string,
    title: string,
    description: string,
    main: string,
    substantive: boolean,
    kind: string,
  ) => {
    pages.push({ url: `${origin}${path}`, html: render(title, description, main), substantive, kind });
  };
  return { pages, add };
}
