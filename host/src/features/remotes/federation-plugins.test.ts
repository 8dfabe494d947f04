import {
  HOST_SHARED_MAJOR,
  fallbackPlugin,
  isUnavailable,
  retryPlugin,
  sharedCompatibilityPlugin,
} from './federation-plugins';

type Hook = (...args: never[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => unknown)(...args);

function snapshotArgs(sharedMajor: number) {
  return {
    from: 'manifest',
    moduleInfo: { name: 'cart' },
    manifestJson: { metaData: { buildInfo: { sharedMajor, appVersion: '2.0.0', commit: 'abc1234' } } },
  };
}

describe('federation runtime plugins', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('accepts a remote of the same shared major and refuses another, naming both versions', async () => {
    const hook = sharedCompatibilityPlugin.loadRemoteSnapshot as Hook;
    const other = HOST_SHARED_MAJOR + 1;
    await expect(call(hook, snapshotArgs(HOST_SHARED_MAJOR))).resolves.toBeTruthy();
    await expect(call(hook, snapshotArgs(other))).rejects.toThrow(
      `needs shared ${other}.x but the host has shared ${HOST_SHARED_MAJOR}.x`,
    );
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`shared ${other}.x`));
  });

  it('turns a failed load into an unavailable module, and leaves other lifecycles alone', () => {
    const hook = fallbackPlugin.errorLoadRemote as Hook;
    expect(isUnavailable(call(hook, { id: 'cart/CartPanel', error: new Error('x'), lifecycle: 'onLoad' }))).toBe(true);
    expect(call(hook, { id: 'x', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
  });

  it('fetches again after a 5xx', async () => {
    const responses = [{ status: 503 }, { status: 200 }];
    const fetchMock = jest.fn(async () => responses.shift()!);
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const response = (await call(retryPlugin.fetch, 'http://x/mf-manifest.json', {})) as { status: number };
      expect(response.status).toBe(200);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      global.fetch = realFetch;
    }
  });
});
