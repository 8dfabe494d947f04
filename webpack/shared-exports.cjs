// The exports of each tree-shaken shared library that any app uses, found by reading the imports
// of every app's sources (host, remote-*, shared). Module Federation builds each app's shared copy
// of these libraries with only the listed exports (`shared[...].treeShaking.usedExports`); the
// list is the contract between apps released apart: a copy missing an export another app uses
// would make the runtime load a second, full copy. So the list is checked in
// (shared-used-exports.json, written by `npm run shared-exports`) and every build fails when the
// sources use an export it lacks (assertSharedExportsListed).
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.join(__dirname, '..');
const APP_SOURCES = ['host/src', 'remote-shop/src', 'remote-cart/src', 'remote-admin/src', 'shared/src'];
const LIST_FILE = path.join(__dirname, 'shared-used-exports.json');

/** Tree-shaken shared libraries. react-router is reached only through react-router-dom. */
const TREE_SHAKEN = [
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@apollo/client',
  '@apollo/client/react',
  'antd',
  // The schemas a form checks with: a page with a form fetches only the ones some app's form uses,
  // not those only the API reads (order lines, paging cursors).
  'rules',
];
/**
 * Exports a library's own entry points import from its shared root: Apollo's hooks take
 * `NetworkStatus` from '@apollo/client', which the share scope then serves like an app's import.
 */
const LIBRARY_SELF_IMPORTS = { '@apollo/client': ['NetworkStatus'] };
/** Libraries apps must not import directly: their shared copy is the one inside another. */
const REACHED_THROUGH = { 'react-router': 'react-router-dom' };

const isSource = (file) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith('.d.ts');

/** The entries of `shared` beside its src (shared/forms.ts re-exports the forms' schemas of `rules`). */
const SHARED_ENTRIES = fs
  .readdirSync(path.join(ROOT, 'shared'))
  .filter(isSource)
  .map((file) => path.join(ROOT, 'shared', file));

function sourceFiles() {
  return SHARED_ENTRIES.concat(
    ...APP_SOURCES.map((dir) =>
      fs
        .readdirSync(path.join(ROOT, dir), { recursive: true })
        .map(String)
        .filter(isSource)
        .map((file) => path.join(ROOT, dir, file)),
    ),
  );
}

/** Value (not type-only) names a declaration imports or re-exports; null for `* as` or a default. */
function namesOf(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return [];
    if (clause.isTypeOnly) return [];
    if (clause.name) return null;
    const bindings = clause.namedBindings;
    if (!bindings) return [];
    if (ts.isNamespaceImport(bindings)) return null;
    return bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
  }
  if (node.isTypeOnly) return [];
  if (!node.exportClause || !ts.isNamedExports(node.exportClause)) return null;
  return node.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
}

function moduleOf(node) {
  const isDeclaration = ts.isImportDeclaration(node) || ts.isExportDeclaration(node);
  return isDeclaration && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
    ? node.moduleSpecifier.text
    : null;
}

/** A dynamic import() of a tree-shaken library needs all of it. */
function dynamicImports(source) {
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) found.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** {lists: {library: sorted names}, problems: [text]} over every app's sources. */
function scanSharedImports(files = sourceFiles()) {
  const used = Object.fromEntries(TREE_SHAKEN.map((name) => [name, new Set(LIBRARY_SELF_IMPORTS[name])]));
  const problems = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const where = path.relative(ROOT, file);
    for (const node of source.statements) {
      const library = moduleOf(node);
      if (library in REACHED_THROUGH && !(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly)) {
        problems.push(`${where}: import from '${REACHED_THROUGH[library]}', not '${library}'`);
      }
      if (!used[library]) continue;
      const names = namesOf(node);
      if (names === null) problems.push(`${where}: name the imports from '${library}' (no default or * import)`);
      else names.forEach((name) => used[library].add(name));
    }
    for (const library of dynamicImports(source).filter((name) => used[name])) {
      problems.push(`${where}: import('${library}') loads the whole library; import named exports instead`);
    }
  }
  const lists = Object.fromEntries(Object.entries(used).map(([name, names]) => [name, [...names].sort()]));
  return { lists, problems };
}

function readListedExports() {
  return JSON.parse(fs.readFileSync(LIST_FILE, 'utf8'));
}

/** Throws when the sources import a tree-shaken export the checked-in list lacks (or break the rules). */
function assertSharedExportsListed() {
  const { lists, problems } = scanSharedImports();
  const listed = readListedExports();
  for (const [library, names] of Object.entries(lists)) {
    const missing = names.filter((name) => !(listed[library] ?? []).includes(name));
    if (missing.length) problems.push(`${library}: ${missing.join(', ')} used but not in ${path.basename(LIST_FILE)}`);
  }
  if (problems.length) {
    throw new Error(`Shared exports (webpack/shared-exports.cjs; npm run shared-exports):\n  ${problems.join('\n  ')}`);
  }
  return listed;
}

function writeListedExports() {
  const { lists, problems } = scanSharedImports();
  if (problems.length) throw new Error(problems.join('\n'));
  fs.writeFileSync(LIST_FILE, `${JSON.stringify(lists, null, 2)}\n`);
  return lists;
}

if (require.main === module) {
  const lists = writeListedExports();
  for (const [library, names] of Object.entries(lists)) console.log(`${library}: ${names.length} exports`);
}

module.exports = { TREE_SHAKEN, scanSharedImports, assertSharedExportsListed, readListedExports, LIST_FILE };
