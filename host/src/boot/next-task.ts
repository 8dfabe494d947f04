interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task of the main thread, so the work after it is not part of the current
 * long task (what Total Blocking Time counts on a phone). `scheduler.yield()` where the browser
 * has it (the continuation keeps its place ahead of other tasks), else a message to itself.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}
