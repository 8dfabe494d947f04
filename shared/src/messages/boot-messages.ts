// What the host's entry says when the app cannot start: its first files or the shared libraries
// did not arrive. The catalogue (messages.ts) takes the same text from here, so it is written once.
export const BOOT_MESSAGES = {
  loadFailed: 'Ocurrió un fallo al traer datos...',
} as const;
