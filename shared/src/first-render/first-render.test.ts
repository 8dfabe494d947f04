import {
  FIRST_RENDER_ELEMENT_ID,
  firstRenderKey,
  peekFirstRenderEntry,
  readFirstRenderData,
  serializeFirstRenderData,
  spendFirstRenderEntry,
} from './first-render';

function putBlock(text: string) {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_RENDER_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

describe('first-render data block', () => {
  it('keys a query by name and variables, whatever the order of the variables', () => {
    expect(firstRenderKey('productsPage', { b: 1, a: { d: 2, c: null } })).toBe(
      firstRenderKey('productsPage', { a: { c: null, d: 2 }, b: 1 }),
    );
    expect(firstRenderKey('categories')).toBe('categories:{}');
    expect(firstRenderKey('product', { id: '1' })).not.toBe(firstRenderKey('product', { id: '2' }));
  });

  it('escapes what could close the script element, and the block parses back to the same data', () => {
    const data = { url: '/', queries: { 'p:{}': { name: '</script><script>alert(1)</script> & \u2028' } } };
    const text = serializeFirstRenderData(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    putBlock(text);
    expect(readFirstRenderData()).toEqual(data);
  });

  it('gives a result only for the URL it was rendered for, and only until it is spent', () => {
    putBlock(serializeFirstRenderData({ url: '/prods/frutas', queries: { 'a:{}': { x: 1 } } }));
    expect(peekFirstRenderEntry('/prods/verduras', 'a:{}')).toBeNull();
    expect(peekFirstRenderEntry('/prods/frutas', 'b:{}')).toBeNull();
    expect(peekFirstRenderEntry('/prods/frutas', 'a:{}')).toEqual({ x: 1 });
    spendFirstRenderEntry('a:{}');
    expect(peekFirstRenderEntry('/prods/frutas', 'a:{}')).toBeNull();
  });

  it('ignores a missing or broken block', () => {
    putBlock('{not json');
    expect(readFirstRenderData()).toBeNull();
    document.body.innerHTML = '';
    expect(readFirstRenderData()).toBeNull();
  });
});
