import { pageRequestFor, type PageShown } from './page-request';

const shown = {
  requestedPage: 'NEXT' as const,
  pageNum: 2,
  nPerPage: 4,
  cursorField: 'name',
  startValue: 'Guayaba',
  endValue: 'Limón',
  startId: 'a',
  endId: 'b',
  isSortAsc: true,
  isShowTotals: true,
  hasPrev: true,
  hasNext: true,
  totalDocs: 20,
  totalPags: 5,
};

describe('pageRequestFor (keyset paging requests)', () => {
  it('NEXT continues after the last row shown', () => {
    expect(pageRequestFor('NEXT', shown, { nPerPage: 4 })).toStrictEqual({
      requestedPage: 'NEXT',
      nPerPage: 4,
      pageNum: 2,
      endValue: 'Limón',
      endId: 'b',
    });
  });

  it('PREV and RE_LOAD start from the first row shown', () => {
    const start = { nPerPage: 4, pageNum: 2, startValue: 'Guayaba', startId: 'a' };
    expect(pageRequestFor('PREV', shown, { nPerPage: 4 })).toStrictEqual({ requestedPage: 'PREV', ...start });
    expect(pageRequestFor('RE_LOAD', shown, { nPerPage: 4 })).toStrictEqual({ requestedPage: 'RE_LOAD', ...start });
  });

  it('FIRST and LAST carry no cursor', () => {
    expect(pageRequestFor('FIRST', shown, { nPerPage: 4 })).toStrictEqual({
      requestedPage: 'FIRST',
      nPerPage: 4,
      pageNum: 2,
    });
    expect(pageRequestFor('LAST', undefined, { nPerPage: 4 })).toEqual({
      requestedPage: 'LAST',
      nPerPage: 4,
      pageNum: 0,
    });
  });

  it('keeps the page size shown when none is asked for', () => {
    expect(pageRequestFor('FIRST', { ...shown, nPerPage: 10 })).toEqual({
      requestedPage: 'FIRST',
      nPerPage: 10,
      pageNum: 2,
    });
  });

  it('echoAll sends back every input field of the page shown, and nothing else', () => {
    const withFilters: PageShown = { ...shown, nameToFilter: 'ana', queryObjString: '{"role":"ADMIN"}' };
    expect(pageRequestFor('LAST', withFilters, { echoAll: true })).toStrictEqual({
      requestedPage: 'LAST',
      pageNum: 2,
      nPerPage: 4,
      cursorField: 'name',
      startValue: 'Guayaba',
      endValue: 'Limón',
      startId: 'a',
      endId: 'b',
      isSortAsc: true,
      isShowTotals: true,
      nameToFilter: 'ana',
      queryObjString: '{"role":"ADMIN"}',
    });
  });

  it('echoAll leaves out the fields the query did not ask for', () => {
    const request = pageRequestFor('NEXT', { pageNum: 0, nPerPage: 10, endValue: 'x', endId: '9' }, { echoAll: true });
    expect(request).toStrictEqual({ requestedPage: 'NEXT', pageNum: 0, nPerPage: 10, endValue: 'x', endId: '9' });
  });
});
