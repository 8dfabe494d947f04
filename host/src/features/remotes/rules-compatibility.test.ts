import { HOST_RULES_MAJOR, HOST_SHARED_MAJOR } from './federation-plugins';
import { incompatibility, incompatibleLibrary } from './remote-manifest';

// Issue 19: `rules` (what the shop accepts) is a singleton like `shared`; a remote built against
// another major of it would check forms with other rules than the host's copy holds.
const buildInfo = (rulesMajor: number) => ({ sharedMajor: HOST_SHARED_MAJOR, rulesMajor, appVersion: '2.0.0' });

describe('the rules major of a remote', () => {
  it('is compared like the shared major: the same passes, another is refused naming both', () => {
    const other = HOST_RULES_MAJOR + 1;
    expect(incompatibility('shop', { metaData: { buildInfo: buildInfo(HOST_RULES_MAJOR) } })).toBeNull();
    expect(incompatibility('shop', { metaData: { buildInfo: buildInfo(other) } })).toContain(
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
