import type { RoutedResponse } from './routed-site.js';

/**
 * Two small sites whose every page a script writes, for the discovery tests: one that builds each
 * page from a markdown file by hash route, as Docsify does (a sidebar file, a README.md for each
 * folder), and one that keeps its pages in the script itself. Written for these tests alone.
 */

const MARKDOWN = 'text/markdown; charset=utf-8';

/** The reader of the markdown app: fetches the sidebar and the route's file, writes them as HTML. */
const MARKDOWN_READER = `(function () {
  function toHtml(text) {
    return text.split(/\\n\\n+/).map(function (block) {
      var heading = /^(#+) (.*)$/.exec(block);
      var inline = block.replace(/\\[([^\\]]+)\\]\\(([^)]+)\\)/g, function (_, label, href) {
        var route = /^[a-z]+:/.test(href) || href.charAt(0) === '#' ? href : '#/' + href.replace(/\\.md$/, '').replace(/README$/, '');
        return '<a href="' + route + '">' + label + '</a>';
      });
      return heading ? '<h' + heading[1].length + '>' + heading[2] + '</h' + heading[1].length + '>' : '<p>' + inline + '</p>';
    }).join('');
  }
  function fileOf(route) {
    var path = route.replace(/^\\//, '');
    return path === '' || /\\/$/.test(path) ? path + 'README.md' : path + '.md';
  }
  function show() {
    var route = location.hash.replace(/^#/, '').replace(/\\?.*$/, '') || '/';
    Promise.all([fetch('_sidebar.md'), fetch(fileOf(route))])
      .then(function (answers) { return Promise.all(answers.map(function (answer) { return answer.text(); })); })
      .then(function (texts) {
        document.getElementById('app').innerHTML = '<nav>' + toHtml(texts[0]) + '</nav><main>' + toHtml(texts[1]) + '</main>';
      });
  }
  addEventListener('hashchange', show);
  show();
})();`;

/** The markdown app's pages as its sidebar lists them, with the sentence that opens each. */
export const MARKDOWN_APP_PAGES: Record<string, { title: string; sentence: string; more: string }> = {
  '/start.md': {
    title: 'Getting started',
    sentence: 'Fit the lantern base to the bracket before wiring anything.',
    more: 'Unpack the kit on a clear table and check the parts against the list on the lid. The bracket takes two screws; tighten them by hand first, then a quarter turn with the driver.',
  },
  '/guide/wiring.md': {
    title: 'Wiring the lamp',
    sentence: 'The live wire goes to the brass screw, never the silver one.',
    more: 'Strip a centimetre of insulation from each wire, twist the strands tight and wrap them clockwise around their screw. Switch the mains off at the board before you begin.',
  },
  '/faq/README.md': {
    title: 'Questions',
    sentence: 'A flickering lamp nearly always means a loose terminal.',
    more: 'If the bulb stays dark, test the socket with a bulb you know works. Spare shades in three colours can be ordered from the shop, and the kit carries a two year guarantee.',
  },
};

export function markdownAppRoutes(): Record<string, RoutedResponse> {
  const page = (title: string, sentence: string, more: string) => ({
    type: MARKDOWN,
    body: `# ${title}\n\n${sentence} ${more}\n`,
  });
  return {
    '/': {
      body: `<!doctype html><html><head><title>Docs</title></head><body><div id="app"></div>
<script>window.$docsify = { name: 'Lantern', loadSidebar: true };</script>
<script src="app.js"></script></body></html>`,
    },
    '/app.js': { type: 'text/javascript', body: MARKDOWN_READER },
    '/_sidebar.md': {
      type: MARKDOWN,
      body: '- [Getting started](start.md)\n- [Wiring the lamp](guide/wiring.md)\n- [Questions](#/faq/)\n- [Shop](https://shop.example/lantern)\n',
    },
    '/README.md': page(
      'Lantern',
      'Lantern is a kit for building a reading lamp at home.',
      'It comes with a walnut base, a linen shade and every part a first build needs. Read [the wiring guide](guide/wiring) first, or jump to [the parts list](#parts).',
    ),
    ...Object.fromEntries(
      Object.entries(MARKDOWN_APP_PAGES).map(([path, { title, sentence, more }]) => [
        path,
        // A host may serve markdown as plain text: it is still the page's file.
        {
          ...page(title, sentence, more),
          ...(path.startsWith('/guide/') ? { type: 'text/plain; charset=utf-8' } : {}),
        },
      ]),
    ),
  };
}

/** The hash app's routes and a sentence each shows; `/` is the home page. */
export const HASH_APP_PAGES: Record<string, string> = {
  '/': 'Harbour Tide Tables give the high and low water times for every quay on the coast.',
  '/pricing': 'A year of tide alerts costs twelve euros, and the tables themselves are free.',
  '/about': 'The tables are computed each night from the port authority gauges.',
};

/** A site whose script holds its pages and shows one per hash route; it links them only once built. */
export function hashAppRoutes(): Record<string, RoutedResponse> {
  const app = `(function () {
  var pages = ${JSON.stringify(HASH_APP_PAGES)};
  var filler = ' Every route of this application is written by this script, not by the server.'.repeat(6);
  function show() {
    var route = location.hash.replace(/^#!?/, '') || '/';
    var nav = '<nav><a href="#/">Home</a> <a href="#/pricing">Pricing</a> <a href="#!/about">About</a> <a href="#faq">FAQ</a></nav>';
    document.getElementById('root').innerHTML = nav + '<main><h1>' + route + '</h1><p>' + (pages[route] || 'Nothing here.') + filler + '</p><h2 id="faq">FAQ</h2></main>';
  }
  addEventListener('hashchange', show);
  show();
})();`;
  return {
    '/': {
      body: `<!doctype html><html><head><title>Harbour Tide Tables</title></head><body><div id="root"></div>
<script src="/app.js"></script></body></html>`,
    },
    '/app.js': { type: 'text/javascript', body: app },
  };
}

/** A site its server writes, whose page links a hash route some widget of it reads, and a heading. */
export function serverWrittenRoutes(): Record<string, RoutedResponse> {
  const words = ' The harbour office writes this page on its server, every word of it.'.repeat(6);
  return {
    '/': {
      body: `<!doctype html><html><head><title>Harbour office</title></head><body><main><h1>Harbour office</h1>
<p>${words}</p><a href="#/calendar">Open the calendar</a> <a href="#hours">Hours</a> <a href="/moorings">Moorings</a>
<h2 id="hours">Hours</h2><script>/* a calendar widget reads location.hash */</script></main></body></html>`,
    },
    '/moorings': {
      body: `<!doctype html><html><head><title>Moorings</title></head><body><main><h1>Moorings</h1><p>${words}</p></main></body></html>`,
    },
  };
}
