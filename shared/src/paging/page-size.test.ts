import { act, renderHook } from '@testing-library/react';
import { PAGE_SIZE_DEFAULT } from '../constants/spec-constants';
import { loadPageSize, PAGED_LISTS, savePageSize, usePageSize } from './page-size';

describe('page size per list', () => {
  afterEach(() => localStorage.clear());

  it("starts at the spec's default of 4", () => {
    expect(PAGE_SIZE_DEFAULT).toBe(4);
    expect(loadPageSize(PAGED_LISTS.adminUsers)).toBe(4);
  });

  it('remembers each list apart', () => {
    savePageSize(PAGED_LISTS.adminUsers, 24);
    expect(loadPageSize(PAGED_LISTS.adminUsers)).toBe(24);
    expect(loadPageSize(PAGED_LISTS.adminOrders)).toBe(4);
  });

  it('ignores a stored size that is not offered', () => {
    localStorage.setItem('pageSize:admin-users', '1000');
    expect(loadPageSize(PAGED_LISTS.adminUsers)).toBe(4);
    savePageSize(PAGED_LISTS.adminUsers, 7);
    expect(localStorage.getItem('pageSize:admin-users')).toBe('1000');
  });

  it('the hook stores the choice and a new mount reads it back', () => {
    const first = renderHook(() => usePageSize(PAGED_LISTS.shopProducts));
    expect(first.result.current[0]).toBe(4);
    act(() => first.result.current[1](12));
    expect(first.result.current[0]).toBe(12);
    const second = renderHook(() => usePageSize(PAGED_LISTS.shopProducts));
    expect(second.result.current[0]).toBe(12);
  });
});
