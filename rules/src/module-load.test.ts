// What loading the rules costs a phone: every form page (checkout, login, register) loads the
// schemas, and their messages are built when the package loads. A formatter built then (an Intl
// constructor, or `toLocaleString` with a locale, which builds one inside the engine) is main-thread
// work before the form answers: 60-80 ms at Lighthouse's 4x CPU on checkout and login (issue 30).
import { pesosText } from './text';

const LOCALE_METHODS = [
  [Number.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleDateString'],
  [Date.prototype, 'toLocaleTimeString'],
  [String.prototype, 'localeCompare'],
] as const;
const FORMATTERS = ['DateTimeFormat', 'NumberFormat', 'ListFormat', 'PluralRules', 'Collator'] as const;

describe('loading the rules', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['rules', './index'],
    ['rules/plain', './plain'],
  ])('%s formats nothing with a locale when it loads', (_, entry) => {
    const spies = [
      ...LOCALE_METHODS.map(([owner, name]) => [name, jest.spyOn(owner as never, name as never)] as const),
      ...FORMATTERS.map((name) => [name, jest.spyOn(Intl, name)] as const),
    ];
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh load of the module graph
      require(entry);
    });
    const called = spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name);
    expect(called).toEqual([]);
  });
});

describe('pesosText: amounts as es-MX writes them, without a formatter', () => {
  const amounts = [0, 1, 5, 10, 99, 100, 105, 150, 999, 1000, 1050, 99999, 100000, 123456, 1000000, 9999999, 123456789];
  for (let cents = 0; cents < 2_000_000; cents += 7919) amounts.push(cents);

  it('writes what toLocaleString("es-MX") writes, shortest decimals', () => {
    for (const cents of amounts)
      expect([cents, pesosText(cents)]).toEqual([cents, (cents / 100).toLocaleString('es-MX')]);
  });

  it('with two decimals always, as prices are written', () => {
    const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    for (const cents of amounts)
      expect([cents, pesosText(cents, { decimals: 2 })]).toEqual([
        cents,
        (cents / 100).toLocaleString('es-MX', twoDecimals),
      ]);
  });

  it('writes the limits the messages name', () => {
    expect(pesosText(1_000_000)).toBe('10,000');
    expect(pesosText(9_999_999, { decimals: 2 })).toBe('99,999.99');
  });
});
