import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** Starts (or joins) the download of antd and its ConfigProvider; webpack caches the promise. */
export const loadAntdScope = () => import('./antd-scope-impl');

const AntdScopeImpl = lazy(loadAntdScope);

/**
 * Wraps a subtree that uses antd: ConfigProvider with the shop's theme and es_ES. antd (the
 * shared singleton) is downloaded the first time such a subtree renders, never for the plain
 * storefront around it. Until then the `fallback` shows.
 */
export function AntdScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdScopeImpl>{children}</AntdScopeImpl>
    </Suspense>
  );
}

/**
 * A lazy page that uses antd: its own chunk and antd's ConfigProvider are fetched side by side
 * (not one after the other), and the page renders inside antd's scope (theme + es_ES).
 */
export function lazyAntdPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Page }, { default: Scope }] = await Promise.all([load(), loadAntdScope()]);
    // The scope's module is here already: rendering it directly never suspends a second time.
    function AntdPage(props: P) {
      return (
        <Scope>
          <Page {...props} />
        </Scope>
      );
    }
    return { default: AntdPage };
  });
}
