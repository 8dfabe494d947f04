// What each page must show before its numbers mean anything: a broken page (the login page instead of
// the checkout, an error box instead of product cards) fails the section loudly.
const TIMEOUT = 20_000;

const visible = (locator) => locator.first().waitFor({ state: 'visible', timeout: TIMEOUT });
/** The navbar's user label is in the DOM once logged in (on a narrow screen it sits in the folded menu). */
const loggedIn = (page) => page.getByTestId('navbar-user').first().waitFor({ state: 'attached', timeout: TIMEOUT });

/** The content each page must show; `demo` is prepareDemo()'s answer. */
export const EXPECTED = {
  home: async (page) => {
    await visible(page.locator('[data-testid=category-grid]'));
    await visible(page.locator('[data-testid=product-card] .product-card-name'));
    return `${await page.locator('[data-testid=product-card]').count()} product cards and the category grid`;
  },
  category: async (page) => {
    await visible(page.locator('[data-testid=product-card] .product-card-name'));
    return `${await page.locator('[data-testid=product-card]').count()} product cards`;
  },
  product: async (page, demo) => {
    await visible(page.locator('h1', { hasText: demo.product.name }));
    return `h1 "${demo.product.name}"`;
  },
  checkout: async (page, demo) => {
    await loggedIn(page);
    await visible(page.getByTestId('summary-line'));
    const lines = await page.getByTestId('summary-line').allTextContents();
    const missing = demo.cartProducts.filter((name) => !lines.some((line) => line.includes(name)));
    if (missing.length) throw new Error(`checkout summary lacks ${missing.join(', ')}: ${lines.join(' | ')}`);
    return `logged in, summary of ${lines.length} lines (${demo.cartProducts.join(', ')})`;
  },
  orders: async (page, demo) => {
    await loggedIn(page);
    // A table row on wide screens, a card on phones (Mis compras at 412 px).
    await visible(page.getByText(demo.orderNumber));
    return `logged in, order ${demo.orderNumber} listed`;
  },
  order: async (page, demo) => {
    await loggedIn(page);
    await visible(page.locator('h1', { hasText: demo.orderNumber }));
    return `logged in, h1 of order ${demo.orderNumber}`;
  },
  admin: async (page) => {
    await visible(page.getByTestId('tile-orders'));
    return 'the dashboard tiles';
  },
  login: async (page) => {
    await visible(page.getByRole('textbox', { name: 'Correo electrónico' }));
    return 'the login form';
  },
  // Also one of the form pages of the rules' bytes (rules-bytes.mjs).
  register: async (page) => {
    await visible(page.getByRole('textbox', { name: 'Apellido' }));
    return 'the register form';
  },
  productEdit: async (page, demo) => {
    const name = page.getByRole('textbox', { name: 'Nombre' });
    await visible(name);
    const deadline = Date.now() + TIMEOUT;
    while ((await name.inputValue()) !== demo.product.name) {
      if (Date.now() > deadline) throw new Error(`the name field holds "${await name.inputValue()}"`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return `the product form of "${demo.product.name}"`;
  },
};

/** Throws unless `page` is on `expectedPath` and shows the content of `name`; returns what it saw. */
export async function checkRendered(page, name, expectedPath, demo) {
  try {
    const seen = await EXPECTED[name](page, demo);
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== expectedPath) throw new Error(`ended on ${finalPath}`);
    return seen;
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch(() => '');
    const shown = text.replace(/\s+/g, ' ').slice(0, 300);
    throw new Error(
      `page ${name} (${expectedPath}) did not render: ${error.message.split('\n')[0]}; url ${page.url()}; text: ${shown}`,
      { cause: error },
    );
  }
}
