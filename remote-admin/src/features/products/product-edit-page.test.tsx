import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES, parseAppConfig } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { AdminProductDocument, SaveProductDocument, type SaveProductMutationVariables } from '../../generated/graphql';
import ProductEditPage from './product-edit-page';
import { ADMIN_TOKEN, adminStore, categoriesMock, product } from './products-test-fixtures';

const text = MESSAGES.adminProducts;
const fresa = product({ id: 'p1', name: 'Fresa', base: 40, discount: 25, stock: 12, maxPerOrder: 5 });

const productMock = (id: string, found: object | null) => ({
  request: { query: AdminProductDocument, variables: { id } },
  result: {
    data: {
      adminProduct: {
        __typename: 'AdminProductResult',
        status: true,
        message: found ? 'ok' : 'No encontramos ese producto.',
        product: found,
      },
    },
  },
  maxUsageCount: 5,
});

/** saveProduct answering `answer`; every input it receives is logged. */
function saveServer(answer: { status: boolean; message: string; product: object | null }) {
  const sent: SaveProductMutationVariables[] = [];
  const mock = {
    request: { query: SaveProductDocument, variables: () => true },
    result: (variables: SaveProductMutationVariables) => {
      sent.push(variables);
      return { data: { saveProduct: { __typename: 'AdminProductResult', ...answer } } };
    },
    maxUsageCount: 5,
  };
  return { mock, sent };
}

/** The runtime config the page reads through useAppConfig(): the API lives at http://api.test:8080. */
const CONFIG = parseAppConfig({
  graphqlUrl: 'http://api.test:8080/graphql',
  wsUrl: 'ws://api.test:8080/graphql',
  remotes: { shop: 's', cart: 'c', admin: 'a' },
  shop: { name: 'Del Campo', tagline: 't', city: 'c', phone: 'p', email: 'e' },
});

function renderAt(path: string, mocks: object[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/product/:id" element={<ProductEditPage />} />
    </Routes>,
    { path, mocks: [categoriesMock(), ...(mocks as never[])], store: adminStore(), config: CONFIG },
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: text.save }));
const imageInput = () => screen.getByLabelText(text.fieldImage) as HTMLInputElement;
const choose = (file: File) => fireEvent.change(imageInput(), { target: { files: [file] } });
const pngOf = (bytes: number) => new File([new Uint8Array(bytes)], 'fresa.png', { type: 'image/png' });

/** Stands in for the network: POST /admin/product-images (config.json is never fetched). */
interface Call {
  url: string;
  init?: RequestInit;
}

function fakeNetwork(upload: { status: number; body: object }) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return { ok: upload.status < 300, status: upload.status, json: async () => upload.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

describe('ProductEditPage', () => {
  beforeEach(() => {
    let previews = 0;
    URL.createObjectURL = jest.fn(() => `blob:preview-${++previews}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('new: shows the empty form and refuses to send it while name, category and price are missing', async () => {
    const server = saveServer({ status: true, message: 'x', product: null });
    renderAt('/admin/product/new', [server.mock]);
    expect(screen.getByRole('heading', { name: text.newTitle })).toBeInTheDocument();
    expect(field(text.fieldStock).value).toBe('0');
    save();
    expect(await screen.findByText(MESSAGES.validation.nameRequired)).toBeInTheDocument();
    expect(await screen.findByText(text.categoryRequired)).toBeInTheDocument();
    expect(await screen.findByText(text.priceRequired)).toBeInTheDocument();
    expect(server.sent).toEqual([]);
  });

  it('shows the message of each bad value and sends nothing', async () => {
    const server = saveServer({ status: true, message: 'x', product: null });
    renderAt('/admin/product/p1', [productMock('p1', fresa), server.mock]);
    await screen.findByDisplayValue('Fresa');
    // A stored price reads with its two decimals.
    expect(field(text.fieldBasePrice).value).toBe('40.00');
    type(text.fieldName, 'F'.repeat(81));
    type(text.fieldDescription, 'd'.repeat(1001));
    type(text.fieldBasePrice, '-1');
    type(text.fieldDiscount, '101');
    type(text.fieldStock, '-3');
    type(text.fieldMaxPerOrder, '0');
    save();
    expect(await screen.findByText(text.nameTooLong(80))).toBeInTheDocument();
    expect(await screen.findByText(text.descriptionTooLong(1000))).toBeInTheDocument();
    expect(await screen.findByText(text.priceNegative)).toBeInTheDocument();
    expect(await screen.findByText(text.discountRange(100))).toBeInTheDocument();
    expect(await screen.findByText(text.stockNegative)).toBeInTheDocument();
    expect(await screen.findByText(text.maxPerOrderRange(999))).toBeInTheDocument();

    type(text.fieldName, '   ');
    type(text.fieldBasePrice, '12.345');
    type(text.fieldStock, '100000');
    save();
    expect(await screen.findByText(MESSAGES.validation.nameRequired)).toBeInTheDocument();
    expect(await screen.findByText(text.priceDecimals)).toBeInTheDocument();
    expect(await screen.findByText(text.stockRange(99999))).toBeInTheDocument();
    type(text.fieldName, '¡!');
    expect(await screen.findByText(text.nameNoLetters)).toBeInTheDocument();
    expect(server.sent).toEqual([]);
  });

  it('shows the final price as the admin types', async () => {
    renderAt('/admin/product/new', []);
    const finalPrice = screen.getByTestId('final-price');
    expect(finalPrice).toHaveTextContent('—');
    type(text.fieldBasePrice, '40.00');
    await waitFor(() => expect(finalPrice).toHaveTextContent('$40.00'));
    type(text.fieldDiscount, '25');
    await waitFor(() => expect(finalPrice).toHaveTextContent('$30.00'));
    type(text.fieldBasePrice, '19.99');
    await waitFor(() => expect(finalPrice).toHaveTextContent('$14.99'));
  });

  it('refuses a file that is not a picture, and one over 2 MB, before any upload', async () => {
    const calls = fakeNetwork({ status: 201, body: {} });
    renderAt('/admin/product/new', []);
    choose(new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('La imagen debe ser JPG, PNG o WebP.')).toBeInTheDocument();
    choose(pngOf(2 * 1024 * 1024 + 1));
    expect(await screen.findByText('La imagen pesa más de 2 MB.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.queryByAltText(text.imagePreview)).not.toBeInTheDocument();
  });

  it('previews and uploads a good picture, then saves the exact input with its uploadId', async () => {
    const calls = fakeNetwork({
      status: 201,
      body: { status: true, message: 'Imagen subida.', uploadId: 'up-1', imageUrl: 'http://api.test/u/up-1.png' },
    });
    const saved = { ...fresa, stock: 7, imageUrl: 'http://api.test/images/products/p1-2.webp' };
    const server = saveServer({ status: true, message: 'Producto «Fresa» guardado.', product: saved });
    renderAt('/admin/product/p1', [productMock('p1', fresa), server.mock]);
    expect(await screen.findByAltText(text.imagePreview)).toHaveAttribute('src', fresa.imageUrl);

    const file = pngOf(1024);
    choose(file);
    expect(screen.getByAltText(text.imagePreview)).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByText(MESSAGES.busy.adding)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.save })).toBeDisabled();
    expect(await screen.findByText(text.imageReady)).toBeInTheDocument();
    const [upload] = calls;
    expect(calls).toHaveLength(1);
    expect(upload?.url).toBe('http://api.test:8080/admin/product-images');
    expect(upload?.init?.method).toBe('POST');
    expect(upload?.init?.headers).toEqual({ Authorization: ADMIN_TOKEN });
    expect((upload?.init?.body as FormData).get('file')).toBe(file);

    type(text.fieldStock, '7');
    save();
    expect(await screen.findByText('Producto «Fresa» guardado.')).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        input: {
          id: 'p1',
          name: 'Fresa',
          description: 'Fresa fresca del campo',
          unit: 'kg',
          categoryId: 'c1',
          basePrice: 40,
          discountPercentage: 25,
          stock: 7,
          maxPerOrder: 5,
          isActive: true,
          imageUploadId: 'up-1',
          removeImage: false,
        },
      },
    ]);
    expect(screen.getByAltText(text.imagePreview)).toHaveAttribute('src', saved.imageUrl);
  });

  it('shows the upload refusal of the API and keeps the current picture', async () => {
    fakeNetwork({ status: 415, body: { status: false, message: 'No pudimos leer la imagen enviada.' } });
    renderAt('/admin/product/p1', [productMock('p1', fresa)]);
    await screen.findByDisplayValue('Fresa');
    choose(pngOf(10));
    expect(await screen.findByText('No pudimos leer la imagen enviada.')).toBeInTheDocument();
    expect(screen.getByAltText(text.imagePreview)).toHaveAttribute('src', fresa.imageUrl);
  });

  it('shows the refusal of saveProduct and keeps every typed value; "Quitar imagen" asks to remove it', async () => {
    const refusal = 'Ya existe un producto llamado «Manzana». Elige otro nombre.';
    const server = saveServer({ status: false, message: refusal, product: null });
    renderAt('/admin/product/p1', [productMock('p1', fresa), server.mock]);
    await screen.findByDisplayValue('Fresa');
    type(text.fieldName, '  Manzana ');
    type(text.fieldBasePrice, '33.5');
    fireEvent.click(screen.getByRole('button', { name: text.removeImage }));
    expect(screen.queryByAltText(text.imagePreview)).not.toBeInTheDocument();
    expect(screen.getByText(text.imageRemoved)).toBeInTheDocument();
    save();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(server.sent[0]?.input).toMatchObject({
      name: 'Manzana',
      basePrice: 33.5,
      imageUploadId: null,
      removeImage: true,
    });
    expect(field(text.fieldName).value).toBe('  Manzana ');
    // Kept as typed, shown with its two decimals once the field is left.
    expect(field(text.fieldBasePrice).value).toBe('33.50');
    expect(screen.getByTestId('final-price')).toHaveTextContent('$25.13');
  });

  it('new: a saved product opens its own page with the API message', async () => {
    const uva = product({ id: 'p9', name: 'Uva', categoryId: 'c2', base: 55, imageUrl: null });
    const server = saveServer({ status: true, message: 'Producto «Uva» creado.', product: uva });
    renderAt('/admin/product/new', [server.mock, productMock('p9', uva)]);
    type(text.fieldName, 'Uva');
    type(text.fieldBasePrice, '55');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: text.fieldCategory }));
    fireEvent.click((await screen.findAllByText('Verduras')).at(-1)!);
    await act(async () => save());
    expect(await screen.findByRole('heading', { name: text.editTitle('Uva') })).toBeInTheDocument();
    expect(screen.getByText('Producto «Uva» creado.')).toBeInTheDocument();
    expect(server.sent[0]?.input).toEqual({
      id: null,
      name: 'Uva',
      description: '',
      unit: 'kg',
      categoryId: 'c2',
      basePrice: 55,
      discountPercentage: 0,
      stock: 0,
      maxPerOrder: 10,
      isActive: true,
      imageUploadId: null,
      removeImage: false,
    });
  });

  it('an unknown id says so, with the way back to the list', async () => {
    renderAt('/admin/product/nada', [productMock('nada', null)]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.back })).toHaveAttribute('href', '/admin/prods');
    expect(screen.queryByLabelText(text.fieldName)).not.toBeInTheDocument();
  });

  it('a failed load shows the spec message', async () => {
    const failing = { request: { query: AdminProductDocument, variables: { id: 'p1' } }, error: new Error('down') };
    renderAt('/admin/product/p1', [failing]);
    expect(await screen.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
