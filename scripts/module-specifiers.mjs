// What a source file names as modules, read with the TypeScript parser (so text in strings and
// comments is never taken for an import): scripts/check-workspace.mjs and import-circles.mjs use it.
import ts from 'typescript';

/**
 * The module specifiers of `file` (an import, export-from, dynamic import, require or type-level
 * import, or a module augmentation) and the packages its triple-slash `types` references name.
 */
export function readModuleSpecifiers(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const specifiers = [];
  const visit = (node) => {
    const specifier = moduleSpecifierOf(node);
    if (specifier !== undefined) specifiers.push(specifier);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { specifiers, typeReferences: source.typeReferenceDirectives.map(({ fileName }) => fileName) };
}

function scriptKind(file) {
  if (/\.[cm]?tsx?$/.test(file)) return file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return file.endsWith('x') ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
}

function moduleSpecifierOf(node) {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
    return node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
      ? node.moduleSpecifier.text
      : undefined;
  }
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
    const expression = node.moduleReference.expression;
    return ts.isStringLiteral(expression) ? expression.text : undefined;
  }
  if (ts.isCallExpression(node)) {
    const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
    const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
    const [argument] = node.arguments;
    return (isDynamicImport || isRequire) && argument && ts.isStringLiteralLike(argument)
      ? argument.text
      : undefined;
  }
  if (ts.isImportTypeNode(node)) {
    const argument = node.argument;
    return ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)
      ? argument.literal.text
      : undefined;
  }
  // `declare module 'fastify' { ... }` augments a package, so the package must be there.
  if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name) && !node.name.text.includes('*')) {
    return node.name.text;
  }
  return undefined;
}
