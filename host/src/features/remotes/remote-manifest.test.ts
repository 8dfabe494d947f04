import { HOST_SHARED_MAJOR } from './federation-plugins';
import { remoteEntryUrl, resolveRemoteEntry } from './remote-manifest';

const MANIFEST_URL = 'https://cdn.example.test/remote-cart/mf-manifest.json';

function manifest(sharedMajor: number, publicPath = 'auto') {
  return {
    metaData: {
      publicPath,
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      buildInfo: { sharedMajor, appVersion: '2.0.0', commit: 'abc1234' },
    },
  };
}

/** fetch answering the given statuses in turn (the last with `body`). */
function answers(statuses: number[], body: unknown) {
  const queue = [...statuses];
  const mock = jest.fn(async () => {
    const status = queue.shift() ?? 200;
    // jsdom has no Response: the fields the host reads.
    return { status, ok: status >= 200 && status < 300, json: async () => body };
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

describe('remote manifests read by the host', () => {
  const realFetch = global.fetch;
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('answers the remoteEntry.js next to the manifest (publicPath auto) or under its publicPath', () => {
    expect(remoteEntryUrl(manifest(1), MANIFEST_URL)).toBe('https://cdn.example.test/remote-cart/remoteEntry.js');
    expect(remoteEntryUrl(manifest(1, 'https://other.example.test/v2/'), MANIFEST_URL)).toBe(
      'https://other.example.test/v2/remoteEntry.js',
    );
    expect(remoteEntryUrl({ metaData: {} }, MANIFEST_URL)).toBeNull();
  });

  it('reads the manifest again after a 5xx, up to 3 tries', async () => {
    const fetchMock = answers([503, 502], manifest(HOST_SHARED_MAJOR));
    await expect(resolveRemoteEntry('cart', MANIFEST_URL)).resolves.toBe(
      'https://cdn.example.test/remote-cart/remoteEntry.js',
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up on a manifest that keeps failing', async () => {
    answers([503, 503, 503], {});
    await expect(resolveRemoteEntry('cart', MANIFEST_URL)).rejects.toThrow('HTTP 503');
  });

  it('refuses a remote built against another major of shared, naming both versions', async () => {
    const other = HOST_SHARED_MAJOR + 1;
    answers([], manifest(other));
    await expect(resolveRemoteEntry('cart', MANIFEST_URL)).rejects.toThrow(
      `needs shared ${other}.x but the host has shared ${HOST_SHARED_MAJOR}.x`,
    );
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Remote "cart" 2.0.0 (abc1234)'));
  });
});
