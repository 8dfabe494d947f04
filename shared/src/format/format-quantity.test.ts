import { formatQuantity } from './format-quantity';

describe('formatQuantity', () => {
  it('writes one of a unit in the singular and more in the plural', () => {
    expect(formatQuantity(1, 'pieza')).toBe('1 pieza');
    expect(formatQuantity(2, 'pieza')).toBe('2 piezas');
    expect(formatQuantity(1, 'manojo')).toBe('1 manojo');
    expect(formatQuantity(4, 'manojo')).toBe('4 manojos');
    expect(formatQuantity(0, 'pieza')).toBe('0 piezas');
  });

  it('keeps a unit symbol the same for any number', () => {
    expect(formatQuantity(1, 'kg')).toBe('1 kg');
    expect(formatQuantity(3, 'kg')).toBe('3 kg');
  });
});
