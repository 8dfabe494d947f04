/**
 * The first query of each framed page of a remote, for its manifest (`metaData.pageQueries`): the
 * host's boot sends it while the remote's code still loads, and the page's own request takes that
 * answer (shared/src/apollo/first-page-query.ts; issue 30: Mis compras drew its list only after its
 * code had run and then asked). The text is the one Apollo sends for the remote's own typed
 * document (src/generated/graphql.ts): `__typename` added, printed by Apollo's printer, so the two
 * requests are the same bytes. A remote declares `pageQueries: { [page]: { operation, variables } }`
 * in its webpack.config.js; `variables` names a recipe of shared's FIRST_QUERY_VARIABLES.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const apolloUtilities = require('@apollo/client/utilities');

/** The typed documents codegen wrote for the app, as the bundle has them. */
function generatedDocuments(dir) {
  const source = fs.readFileSync(path.join(dir, 'src', 'generated', 'graphql.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const exported = {};
  new Function('exports', 'require', outputText)(exported, require);
  return Object.values(exported).filter((value) => value && value.kind === 'Document');
}

const operationName = (document) =>
  document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value;

/** The text Apollo's HttpLink sends for a document (InMemoryCache adds `__typename`). */
const printedAsApolloSends = (document) => apolloUtilities.print(apolloUtilities.addTypenameToDocument(document));

/** `{ [page]: { operationName, query, variables } }`; a declared operation codegen lacks fails the build. */
function pageQueries(dir, declared) {
  const entries = Object.entries(declared ?? {});
  if (entries.length === 0) return {};
  const documents = generatedDocuments(dir);
  const queries = {};
  for (const [page, { operation, variables }] of entries) {
    const document = documents.find((candidate) => operationName(candidate) === operation);
    if (!document) throw new Error(`pageQueries.${page}: no operation '${operation}' in src/generated/graphql.ts`);
    queries[page] = { operationName: operation, query: printedAsApolloSends(document), variables };
  }
  return queries;
}

module.exports = { pageQueries, printedAsApolloSends };
