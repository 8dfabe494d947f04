import { Kind, print, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * Root fields whose answer is the same for every caller: the storefront's catalogue reads. None of
 * their resolvers (nor those of the types under them) reads the token; the admin's views of the
 * catalogue (adminProducts, adminProduct, adminCategories) are other fields and are never cached.
 */
export const PUBLIC_CATALOGUE_FIELDS: ReadonlySet<string> = new Set([
  'products',
  'productsPage',
  'product',
  'featuredProducts',
  'categories',
  'category',
  // The zones' public settings (the FAQ and the Info page, issue 29).
  'deliveryGuide',
]);

/**
 * Allowed beside the catalogue fields, but never cached alone: `{ __typename }` costs no database
 * work, and the bench's framework ceiling must measure the API, not a cache hit.
 */
const META_FIELDS: ReadonlySet<string> = new Set(['__typename']);

/** A document that may be answered from the cache: its operation, normalized (print of the parsed text). */
export interface CacheableQuery {
  normalized: string;
}

/**
 * Whether the operation `operationName` picks out of `document` may be cached: a query whose every
 * top-level field (fragments included) is a public catalogue field or `__typename`, with at least
 * one catalogue field. Null when it may not be. The document is the one Mercurius parsed (with the
 * token limit) and the document guard accepted: the classifier never parses a request's text itself.
 */
export function cacheableQuery(document: DocumentNode, operationName: string | null): CacheableQuery | null {
  const operation = pickOperation(document, operationName);
  if (!operation || operation.operation !== 'query') return null;
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  }
  const rootFields = new Set<string>();
  if (!collectRootFields(operation.selectionSet, fragments, new Set(), rootFields)) return null;
  if (![...rootFields].some((field) => PUBLIC_CATALOGUE_FIELDS.has(field))) return null;
  return { normalized: print(document) };
}

function pickOperation(document: DocumentNode, name: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (name) return operations.find((operation) => operation.name?.value === name);
  return operations.length === 1 ? operations[0] : undefined;
}

/** Gathers the top-level field names into `fields`; false as soon as one may not be cached. */
function collectRootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, SelectionSetNode>,
  seen: Set<string>,
  fields: Set<string>,
): boolean {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (!PUBLIC_CATALOGUE_FIELDS.has(name) && !META_FIELDS.has(name)) return false;
      fields.add(name);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!collectRootFields(selection.selectionSet, fragments, seen, fields)) return false;
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment) return false;
      if (seen.has(name)) continue;
      seen.add(name);
      if (!collectRootFields(fragment, fragments, seen, fields)) return false;
    }
  }
  return true;
}
