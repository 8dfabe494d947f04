// `shared/boot`: the few texts the host's entry needs before any shared library has arrived.
// Not a share key on purpose: constants, bundled into the host's main.js, so the host can still
// speak when `shared` itself fails to load.
export { BOOT_MESSAGES } from './src/messages/boot-messages';
