import { pageRequestFor } from './use-product-paging';

const shown = {
  requestedPage: 'NEXT' as const,
  pageNum: 2,
  nPerPage: 4,
  startValue: 'Guayaba',
  endValue: 'Limón',
  startId: 'a',
  endId: 'b',
  isPageOk: true,
  hasPrev: true,
  hasNext: true,
  totalDocs: 20,
  totalPags: 5,
  resultMessage: '',
};

describe('pageRequestFor (keyset paging requests)', () => {
  it('NEXT continues after the last row shown', () => {
    expect(pageRequestFor('NEXT', shown, 4)).toEqual({
      requestedPage: 'NEXT',
      nPerPage: 4,
      pageNum: 2,
      endValue: 'Limón',
      endId: 'b',
    });
  });

  it('PREV continues before the first row shown', () => {
    expect(pageRequestFor('PREV', shown, 4)).toEqual({
      requestedPage: 'PREV',
      nPerPage: 4,
      pageNum: 2,
      startValue: 'Guayaba',
      startId: 'a',
    });
  });

  it('FIRST and LAST carry no cursor', () => {
    expect(pageRequestFor('FIRST', shown, 4)).toEqual({ requestedPage: 'FIRST', nPerPage: 4, pageNum: 2 });
    expect(pageRequestFor('LAST', undefined, 4)).toEqual({ requestedPage: 'LAST', nPerPage: 4, pageNum: 0 });
  });
});
