/**
 * Pages documentation generators make for their own machinery, which hold nothing a reader of the
 * site's llms.txt wants: source listings, generated indexes, search pages, tree and "use" views.
 * Matched on the address alone, so they are never fetched.
 */
const MACHINERY_FOLDERS: ReadonlySet<string> = new Set([
  // Sphinx: highlighted module sources, the reST sources, static files.
  '_modules',
  '_sources',
  '_static',
  '_images',
  '_downloads',
  // Javadoc: where each class is used, the split index.
  'class-use',
  'index-files',
  // Docsify: the files its pages show or embed.
  '_media',
]);

const MACHINERY_PAGES: readonly RegExp[] = [
  // Sphinx and MkDocs: the general and module indexes, search.
  /^(?:genindex(?:-[a-z_]+)?|py-modindex|modindex|search)(?:\.html)?$/,
  // Javadoc: the generated lists and trees beside the real class and package pages.
  /^(?:allclasses(?:-index|-frame|-noframe)?|allpackages-index|index-all|overview-tree|overview-frame|package-tree|package-frame|package-use|deprecated-list|new-list|help-doc|constant-values|serialized-form)\.html$/,
  // Doxygen: member and file indexes, source listings, directory pages.
  /^(?:globals|functions|namespacemembers|files|annotated|hierarchy|classes)(?:_[a-z0-9]+)?\.html$/,
  /^dir_[0-9a-f]+\.html$/,
  // Docsify: the sidebar, navbar and cover page it builds around every page.
  /^_(?:sidebar|navbar|coverpage)\.md$/,
  // A source file shown as a page (Doxygen `_source.html`, rustdoc `src/….rs.html`, pygments views).
  /_source\.html$/,
  /\.(?:py|rs|js|mjs|ts|go|java|kt|c|h|cc|cpp|hpp|rb|php|cs|swift)\.html$/,
];

export function isGeneratorMachinery(url: string): boolean {
  const segments = new URL(url).pathname.toLowerCase().split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  if (segments.slice(0, -1).some((segment) => MACHINERY_FOLDERS.has(segment))) return true;
  if (MACHINERY_FOLDERS.has(last)) return true;
  return MACHINERY_PAGES.some((pattern) => pattern.test(last));
}
