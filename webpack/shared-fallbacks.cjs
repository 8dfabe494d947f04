// The full fallback copies of the tree-shaken shared libraries (Module Federation's `treeShakingDir`)
// serve one case only: a remote released on its own that needs an export the page's loaded copy
// lacks. Every app built from one checkout shares one export list (webpack/shared-used-exports.json,
// checked against all apps' imports), so no copy of a local build ever lacks one and `npm start`
// builds without them: they are half of a production build's CPU (remote-cart: 56 s -> 29 s).
// `npm run build`, `lerna run build` (npm test, CI) and so every release keep them, and a release
// refuses a build without them (scripts/release.mjs).

/** The environment variable that `npm start` sets to `off`; anything else builds the fallbacks. */
const SHARED_FALLBACKS_ENV = 'SHARED_FALLBACKS';

function sharedFallbacksWanted(env = process.env) {
  return env[SHARED_FALLBACKS_ENV] !== 'off';
}

/**
 * Skips Module Federation's fallback compilers, keeping the tree-shaken copies: the plugin that
 * starts them (IndependentSharedPlugin, in `finishModules`) has its step replaced by one that builds
 * nothing, through tapable's public `register` interceptor. The runtime is told there are none
 * (`federation.sharedFallback = {}`), so each share's tree-shaken copy is also its full one: without
 * that, the runtime looks for a tree-shaken getter the build never gave it and no page starts.
 */
class WithoutSharedFallbacks {
  apply(compiler) {
    const { RuntimeModule, RuntimeGlobals, Template } = compiler.webpack;
    const federation = `${RuntimeGlobals.require}.federation`;
    class NoSharedFallbacksRuntimeModule extends RuntimeModule {
      constructor() {
        super('shared-fallback-none', RuntimeModule.STAGE_ATTACH);
      }
      generate() {
        return Template.asString([
          `if (!${federation}) return;`,
          `${federation}.sharedFallback = {};`,
          `${federation}.libraryType = "global";`,
        ]);
      }
    }
    compiler.hooks.thisCompilation.tap('WithoutSharedFallbacks', (compilation) => {
      compilation.hooks.finishModules.intercept({
        register: (tap) =>
          tap.name === 'IndependentSharedPlugin' ? { ...tap, type: 'promise', fn: () => Promise.resolve() } : tap,
      });
      compilation.hooks.additionalTreeRuntimeRequirements.tap('WithoutSharedFallbacks', (chunk) => {
        compilation.addRuntimeModule(chunk, new NoSharedFallbacksRuntimeModule());
      });
    });
  }
}

module.exports = { SHARED_FALLBACKS_ENV, sharedFallbacksWanted, WithoutSharedFallbacks };
