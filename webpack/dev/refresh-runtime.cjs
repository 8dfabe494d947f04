// One React Fast Refresh runtime for the whole page (npm run dev). The host and each remote are
// separate builds: each would bring its own runtime, and a remote's components would register in
// a runtime React never heard of (its edits would apply and show nothing). Every build resolves
// `react-refresh/runtime` to this file, so the first app to load keeps the one copy on the page,
// and it hooks into React once.
const KEY = '__delCampoReactRefresh__';

function once(runtime) {
  let injected = false;
  return {
    ...runtime,
    injectIntoGlobalHook(target) {
      if (injected) return;
      injected = true;
      runtime.injectIntoGlobalHook(target);
    },
  };
}

// `react-refresh` (its main export) is the runtime: the `/runtime` subpath is the one aliased here.
module.exports = globalThis[KEY] ?? (globalThis[KEY] = once(require('react-refresh')));
