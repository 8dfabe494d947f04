import { parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { GRAPHQL_LIMITS } from './limits.js';

/**
 * graphql-js parse options for every document the API reads: a document longer than
 * `maxTokens` is refused while it is being lexed, before any syntax tree is built.
 */
export const PARSE_OPTIONS = { maxTokens: GRAPHQL_LIMITS.maxTokens } as const;

/** graphql-js stops validating after this many errors (a hostile document has thousands). */
export const VALIDATE_OPTIONS = { maxErrors: GRAPHQL_LIMITS.maxValidationErrors } as const;

/**
 * A refused document must not stay in memory: Mercurius keeps every refused query text, with its
 * syntax tree and errors, in a second cache (about 47 MB for a 99 KB document). So the document
 * is judged here, before Mercurius' own validation, and a refusal is thrown from this hook: only
 * documents that pass reach Mercurius' cache. The cheap limits (cost, aliases, root fields) run
 * first, alone, so a hostile document never reaches the quadratic spec rules.
 */
export function createDocumentGuard(rules: ValidationRule[]) {
  const sources = new WeakMap<object, string>();
  return {
    /** Mercurius `preParsing`: remember the query text of this request. */
    async preParsing(_schema: GraphQLSchema, source: string, context: MercuriusContext) {
      sources.set(context, source);
    },
    /** Mercurius `preValidation`: refuse what the spec rules or our limits refuse, before caching. */
    async preValidation(schema: GraphQLSchema, document: DocumentNode, context: MercuriusContext) {
      const source = sources.get(context);
      // Mercurius reads query text it cannot parse as a JSON syntax tree: never accepted here.
      if (source !== undefined) reparse(source);
      const errors = judge(schema, document, rules);
      if (errors.length > 0) throw refusal(errors);
    },
  };
}

/** Validation errors of a document: the limits first, then (only if they pass) every spec rule. */
export function judge(schema: GraphQLSchema, document: DocumentNode, rules: ValidationRule[]) {
  const limitErrors = validate(schema, document, rules, VALIDATE_OPTIONS);
  if (limitErrors.length > 0) return limitErrors;
  return validate(schema, document, specifiedRules, VALIDATE_OPTIONS);
}

function reparse(source: string): void {
  try {
    parse(source, PARSE_OPTIONS);
  } catch (syntaxError) {
    throw refusal([syntaxError as Error]);
  }
}

/** The shape of Mercurius' own validation error: the error formatter answers 400 with each inner error. */
export function refusal(errors: readonly Error[]) {
  return Object.assign(new Error('Graphql validation error'), {
    statusCode: 400,
    code: 'MER_ERR_GQL_VALIDATION',
    errors: [...errors],
  });
}
