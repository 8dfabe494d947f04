import {
  GraphQLError,
  Location,
  TokenKind,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { MESSAGES } from '../modules/common/messages.js';
import { markHeavy } from '../plugins/external/request-weight.js';
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
 *
 * One parse: the document judged is the one Mercurius parsed with PARSE_OPTIONS (token limit);
 * nothing in front of Mercurius parses a request's text (the response cache classifies this same
 * document later, in preExecution).
 */
export function createDocumentGuard(rules: ValidationRule[]) {
  return {
    /** Mercurius `preValidation`: refuse what the spec rules or our limits refuse, before caching. */
    async preValidation(schema: GraphQLSchema, document: DocumentNode) {
      // Mercurius reads query text it cannot parse as a JSON syntax tree: never accepted here.
      if (!isParsedText(document))
        throw refusal([new GraphQLError(MESSAGES.graphql.notText, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })]);
      const errors = judge(schema, document, rules);
      if (errors.length > 0) throw refusal(errors);
    },
    /**
     * Mercurius `preExecution` (every accepted request, cached documents too): a document far
     * longer than any app document weighs more in the rate limit (a refused one already does).
     */
    async preExecution(_schema: GraphQLSchema, document: DocumentNode, context: MercuriusContext) {
      const request = context.reply?.request;
      if (request && tokenCount(document) > GRAPHQL_LIMITS.heavyDocumentTokens) markHeavy(request);
    },
  };
}

/**
 * Whether graphql-js parsed this document from text: its location is a graphql-js `Location`.
 * A syntax tree Mercurius read with JSON.parse (text that is not GraphQL) has a plain object or none.
 */
export function isParsedText(document: DocumentNode): boolean {
  return document.loc instanceof Location;
}

/** Tokens of a parsed document (graphql-js links them from its location). */
export function tokenCount(document: DocumentNode): number {
  let count = 0;
  for (let token = document.loc?.startToken ?? null; token; token = token.next) {
    if (token.kind !== TokenKind.SOF && token.kind !== TokenKind.EOF && token.kind !== TokenKind.COMMENT) count += 1;
  }
  return count;
}

/** Validation errors of a document: the limits first, then (only if they pass) every spec rule. */
export function judge(schema: GraphQLSchema, document: DocumentNode, rules: ValidationRule[]) {
  const limitErrors = validate(schema, document, rules, VALIDATE_OPTIONS);
  if (limitErrors.length > 0) return limitErrors;
  return validate(schema, document, specifiedRules, VALIDATE_OPTIONS);
}

/** The shape of Mercurius' own validation error: the error formatter answers 400 with each inner error. */
export function refusal(errors: readonly Error[]) {
  return Object.assign(new Error('Graphql validation error'), {
    statusCode: 400,
    code: 'MER_ERR_GQL_VALIDATION',
    errors: [...errors],
  });
}
