// What loading the shared library costs a shopper's phone before anything is shown: the kit and the
// library load on every page, so a formatter built when a module loads is main-thread work on every
// page (building an Intl formatter loads the locale's data: ~27 ms in Node, ~100 ms at Lighthouse's
// 4x CPU; docs/decisions.md, "Prices written without Intl.NumberFormat"). Formatters are built on
// first use; this holds every module of `shared` and `shared/ui` to it.
const FORMATTERS = [
  'DateTimeFormat',
  'NumberFormat',
  'ListFormat',
  'RelativeTimeFormat',
  'PluralRules',
  'Collator',
] as const;

describe('loading shared and its kit', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['shared', './index'],
    ['shared/ui', './ui/index'],
  ])('%s builds no Intl formatter when it loads', (_, entry) => {
    const built = FORMATTERS.map((name) => jest.spyOn(Intl, name));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh load of the module graph
      require(entry);
    });
    const calls = Object.fromEntries(FORMATTERS.map((name, index) => [name, built[index]!.mock.calls.length]));
    expect(calls).toEqual(Object.fromEntries(FORMATTERS.map((name) => [name, 0])));
  });

  it('the coverage answer writes its day without building a formatter at all (format-date.ts)', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh load of the module graph
      const { deliveryWhen } = require('./delivery-coverage/coverage-answer');
      expect(built).not.toHaveBeenCalled();
      expect(deliveryWhen('2026-11-28', '09:00')).toBe('sábado 28, 9:00');
      expect(deliveryWhen('2026-11-29', '12:00')).toBe('domingo 29, 12:00');
    });
    expect(built).not.toHaveBeenCalled();
  });
});
