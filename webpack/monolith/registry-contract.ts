// Type-only check (tsc -p webpack/monolith): each stand-in can replace the host module it swaps.
import type * as HostRegistry from '../../host/src/features/remotes/remote-registry';
import type * as HostRouteRemotes from '../../host/src/boot/route-remotes';
import type * as MonolithRegistry from './remote-registry';
import type * as MonolithRouteRemotes from './route-remotes';

type Fits<Standin, Host> = Standin extends Host ? true : false;
type SameRemoteNames = [HostRegistry.RemoteName] extends [MonolithRegistry.RemoteName] ? true : false;

export const monolithRegistryFits: Fits<typeof MonolithRegistry, typeof HostRegistry> & SameRemoteNames = true;
export const monolithRouteRemotesFit: Fits<typeof MonolithRouteRemotes, typeof HostRouteRemotes> = true;
