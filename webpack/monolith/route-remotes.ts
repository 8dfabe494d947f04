// The monolith's stand-in for host/src/boot/route-remotes.ts: no page needs a remote's files, so
// the host's early preload only opens the connection to the API (no manifest, no remoteEntry).
import type { RouteRemotes } from '../../host/src/boot/route-remotes';

export type { RouteRemotes };

export function remotesForPath(_pathname: string): RouteRemotes {
  return {};
}
