import {
  HOST_RULES_MAJOR,
  HOST_SHARED_MAJOR,
  incompatibleLibrary,
  sharedCompatibilityPlugin,
} from './federation-plugins';

// Issue 19: `rules` (what the shop accepts) is a singleton like `shared`; a remote built against
// another major of it would check forms with other rules than the host's copy holds.
const buildInfo = (rulesMajor: number) => ({ sharedMajor: HOST_SHARED_MAJOR, rulesMajor, appVersion: '2.0.0' });

describe('the rules major of a remote', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is compared like the shared major: the same passes, another is refused naming both', async () => {
    const hook = sharedCompatibilityPlugin.loadRemoteSnapshot as (args: unknown) => Promise<unknown>;
    const other = HOST_RULES_MAJOR + 1;
    const args = (rulesMajor: number) => ({
      from: 'manifest',
      moduleInfo: { name: 'shop' },
      manifestJson: { metaData: { buildInfo: buildInfo(rulesMajor) } },
    });
    await expect(hook(args(HOST_RULES_MAJOR))).resolves.toBeTruthy();
    await expect(hook(args(other))).rejects.toThrow(
      `needs rules ${other}.x but the host has rules ${HOST_RULES_MAJOR}.x`,
    );
  });

  it('is not required of a manifest that predates it', () => {
    expect(incompatibleLibrary({ sharedMajor: HOST_SHARED_MAJOR })).toBeNull();
    expect(incompatibleLibrary(buildInfo(HOST_RULES_MAJOR + 1))).toEqual({
      name: 'rules',
      needs: HOST_RULES_MAJOR + 1,
      has: HOST_RULES_MAJOR,
    });
  });
});
