import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { ALL_CATEGORIES_SLUG, MESSAGES, PAGE_SIZE_DEFAULT, SEARCH_PARAM, firstRenderKey } from 'shared';
import {
  CategoriesDocument,
  CategoryBySlugDocument,
  FeaturedProductsDocument,
  ProductDocument,
  ProductsPageDocument,
} from '../generated/graphql';
import { featuredVariables, firstPage, productsPageVariables } from '../features/catalogue/catalogue-queries';
import { documentTitle } from '../features/content/use-document-title';
import { operationNameOf } from '../features/first-render/use-first-render-query';

/** A catalogue URL this remote renders on the server: the home, a product list, a product. */
export type CatalogueRoute =
  | { kind: 'home'; url: string }
  | { kind: 'list'; url: string; category: string; search: string }
  | { kind: 'detail'; url: string; id: string };

/** Which catalogue page `url` (path + search) is, or null for any other page. */
export function matchCatalogueRoute(url: string): CatalogueRoute | null {
  const { pathname, search, searchParams } = new URL(url, 'http://localhost');
  const path = pathname + search;
  if (pathname === '/' || pathname === '/inicio') return { kind: 'home', url: path };
  const detail = /^\/prods\/details\/([^/]+)$/.exec(pathname);
  if (detail) return { kind: 'detail', url: path, id: decodeURIComponent(detail[1]!) };
  const list = /^\/prods\/([^/]+)$/.exec(pathname);
  if (list) {
    const query = searchParams.get(SEARCH_PARAM)?.trim() ?? '';
    return { kind: 'list', url: path, category: decodeURIComponent(list[1]!), search: query };
  }
  return null;
}

/**
 * The part of a catalogue URL its page reads: the path, and `buscar` (trimmed) on a product list;
 * null for another URL. The host's server renders and keeps pages by it, so query strings the page
 * never reads (`?utm=...`, `?x=1`, `?x=2`...) share one render and one set of API requests.
 */
export function catalogueRenderUrl(url: string): string | null {
  const route = matchCatalogueRoute(url);
  if (!route) return null;
  const { pathname } = new URL(url, 'http://localhost');
  if (route.kind !== 'list' || !route.search) return pathname;
  return `${pathname}?${new URLSearchParams({ [SEARCH_PARAM]: route.search }).toString()}`;
}

type Fetch = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) => Promise<TData>;

/** Runs the queries the page's first render sends, keeping each result under its first-render key. */
function fetcher(client: ApolloClient, queries: Record<string, unknown>): Fetch {
  return async (document, variables) => {
    const { data } = await client.query({ query: document, variables, fetchPolicy: 'no-cache' } as never);
    if (!data) throw new Error(`${operationNameOf(document)}: sin datos`);
    queries[firstRenderKey(operationNameOf(document), variables)] = data;
    return data as never;
  };
}

async function listTitle(load: Fetch, route: Extract<CatalogueRoute, { kind: 'list' }>): Promise<string> {
  const isAll = route.category === ALL_CATEGORIES_SLUG;
  const category = isAll ? null : load(CategoryBySlugDocument, { slug: route.category });
  const page = load(
    ProductsPageDocument,
    productsPageVariables(route.category, route.search, firstPage(PAGE_SIZE_DEFAULT)),
  );
  const [named] = await Promise.all([category, page]);
  if (route.search) return MESSAGES.catalogue.searchResults(route.search);
  if (isAll) return MESSAGES.catalogue.allProducts;
  return named?.category?.name ?? MESSAGES.catalogue.categories;
}

/** The data of a catalogue page's first render (by first-render key) and the page's tab title. */
export async function loadRouteData(client: ApolloClient, route: CatalogueRoute) {
  const queries: Record<string, unknown> = {};
  const load = fetcher(client, queries);
  let title: string;
  if (route.kind === 'home') {
    await Promise.all([load(CategoriesDocument), load(FeaturedProductsDocument, featuredVariables())]);
    title = MESSAGES.shopTagline;
  } else if (route.kind === 'detail') {
    const { product } = await load(ProductDocument, { id: route.id });
    title = product.product?.name ?? MESSAGES.catalogue.productUnavailable;
  } else {
    title = await listTitle(load, route);
  }
  return { queries, title: documentTitle(title) };
}
