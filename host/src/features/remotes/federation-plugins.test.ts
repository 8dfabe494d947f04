import { fallbackPlugin, isUnavailable } from './federation-plugins';

type Hook = (...args: never[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => unknown)(...args);

describe('federation runtime plugins', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('turns a failed load into an unavailable module, and leaves other lifecycles alone', () => {
    const hook = fallbackPlugin.errorLoadRemote as Hook;
    expect(isUnavailable(call(hook, { id: 'cart/CartPanel', error: new Error('x'), lifecycle: 'onLoad' }))).toBe(true);
    expect(call(hook, { id: 'x', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
  });
});
