import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemoteModule, type RemoteName } from './remote-registry';
import { RemoteBoundary, RemoteFallback } from './remote-boundary';
import { isUnavailable } from './federation-plugins';

type AnyComponent = ComponentType<object>;
type PageRecord = Record<string, AnyComponent>;
interface SlotProps {
  compact?: boolean;
  onRetry: () => void;
}

const lazyCache = new Map<string, LazyExoticComponent<ComponentType<SlotProps>>>();

/**
 * One lazy component per remote export, shared by every place that shows it, so moving
 * between pages of one remote never suspends again. React.lazy caches a failure, so a retry
 * drops the cached one and builds a new one (STACK.md).
 */
function remoteLazy(key: string, remote: RemoteName, module: string, exportName: string | null, isRetry: boolean) {
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemoteModule<{ default: AnyComponent | PageRecord }>(remote, module, isRetry);
      // The runtime gave up on this remote (federation-plugins.ts): show the fallback, not a crash.
      if (isUnavailable(loaded)) return { default: (props: SlotProps) => <RemoteFallback {...props} /> };
      const picked = exportName ? (loaded.default as PageRecord)[exportName] : loaded.default;
      if (!picked) throw new Error(`${remote}/${module} no tiene ${exportName}`);
      const Picked = picked as AnyComponent;
      // A remote page may itself be lazy, and React does not accept a lazy resolving to a lazy.
      return { default: () => <Picked /> };
    });
    lazyCache.set(key, component);
  }
  return component;
}

interface RemoteComponentProps {
  remote: RemoteName;
  module: string;
  /** Name of a page inside a module whose default export is a record of pages. */
  page?: string;
  compact?: boolean;
}

/** Renders an export of a remote inside Suspense and an error boundary with "Reintentar". */
export function RemoteComponent({ remote, module, page, compact }: RemoteComponentProps) {
  const [attempt, setAttempt] = useState(0);
  const key = `${remote}/${module}#${page ?? 'default'}`;
  const Loaded = remoteLazy(key, remote, module, page ?? null, attempt > 0);
  const retry = () => {
    lazyCache.delete(key);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary compact={compact} onRetry={retry}>
      <Loaded compact={compact} onRetry={retry} />
    </RemoteBoundary>
  );
}
