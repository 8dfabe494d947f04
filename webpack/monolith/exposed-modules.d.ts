// The table webpack.config.cjs generates from the remotes' `exposes` (exposed-modules.cjs).
declare module 'virtual:monolith-exposed-modules' {
  /** `remote/module` (e.g. `shop/pages`) → a lazy import of that module's namespace. */
  export const exposedModules: Record<string, (() => Promise<unknown>) | undefined>;
}
