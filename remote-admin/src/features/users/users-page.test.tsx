import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createAppStore, GLOBAL_SKIP_FLAG, MESSAGES, PAGE_SIZE_DEFAULT, sessionStarted } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import {
  CreateUserQuickDocument,
  SetUserActiveDocument,
  UsersDocument,
  type ActiveFilterEnum,
  type PaginationInput,
} from '../../generated/graphql';
import UsersPage from './users-page';

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const CLIENT_ID = '22222222-2222-4222-8222-222222222222';

function user(id: string, name: string, lastname: string, email: string, role: 'ADMIN' | 'CLIENT', isActive = true) {
  return {
    __typename: 'User',
    id,
    insertedDocId: null,
    name,
    lastname,
    email,
    role,
    isActive,
    isEmailVerified: true,
    stripeCustomer: null,
    address: null,
    lastLoginAt: role === 'ADMIN' ? '2026-11-20T18:30:00.000Z' : null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

const ana = user(ADMIN_ID, 'Ana', 'Administradora', 'admin@delcampo.mx', 'ADMIN');
const carlos = user(CLIENT_ID, 'Carlos', 'Cliente', 'cliente@delcampo.mx', 'CLIENT');

function paginationRes(totalDocs: number) {
  return {
    __typename: 'PaginationRes',
    requestedPage: 'FIRST',
    pageNum: 0,
    nPerPage: PAGE_SIZE_DEFAULT,
    cursorField: 'name',
    startValue: 'Ana',
    endValue: 'Carlos',
    isUniquefield: false,
    isSortAsc: true,
    isShowTotals: true,
    isPageOk: true,
    hasPrev: false,
    hasNext: totalDocs > 10,
    isCanContinue: true,
    resultCode: 11,
    resultMessage: 'Página obtenida correctamente.',
    totalDocs,
    totalPags: Math.ceil(totalDocs / 10),
    startId: ADMIN_ID,
    endId: CLIENT_ID,
    nameToFilter: null,
    queryObjString: null,
  };
}

const FIRST: PaginationInput = { requestedPage: 'FIRST', nPerPage: PAGE_SIZE_DEFAULT, nameToFilter: null };

function usersMock(active: ActiveFilterEnum, rows: object[], totalDocs: number, sent?: unknown[]) {
  return {
    request: {
      query: UsersDocument,
      variables: (variables: Record<string, unknown>) => {
        const matches = JSON.stringify(variables) === JSON.stringify({ page: FIRST, active, include: false });
        if (matches) sent?.push(variables);
        return matches;
      },
    },
    result: {
      data: {
        users: {
          __typename: 'UsersResult',
          status: true,
          message: 'Consulta realizada correctamente.',
          paginationRes: paginationRes(totalDocs),
          users: rows,
        },
      },
    },
    maxUsageCount: 10,
  };
}

function adminStore() {
  const store = createAppStore({ persist: false });
  store.dispatch(
    sessionStarted({
      token: 'token',
      user: { id: ADMIN_ID, name: 'Ana', role: 'ADMIN', isEmailVerified: true },
      expireTime: Date.now() / 1000 + 3600,
    }),
  );
  return store;
}

const CREATED = 'Usuario creado. Le enviamos un correo para que active su cuenta.';

function createMock(created: unknown[]) {
  const rosa = user('33333333-3333-4333-8333-333333333333', 'Rosa', 'Vega', 'rosa@example.com', 'CLIENT', false);
  return {
    request: {
      query: CreateUserQuickDocument,
      variables: (variables: unknown) => {
        created.push(variables);
        return true;
      },
    },
    result: {
      data: {
        createUserQuick: {
          __typename: 'QuickUserResult',
          status: true,
          message: CREATED,
          user: { ...rosa, insertedDocId: rosa.id },
        },
      },
    },
  };
}

async function openDialog() {
  await screen.findByText('cliente@delcampo.mx');
  fireEvent.click(screen.getByRole('button', { name: MESSAGES.adminUsers.newUser }));
  return screen.findByRole('dialog');
}

describe('UsersPage', () => {
  // jsdom has no pseudo-element styles; antd's modal asks for them when it locks the page scroll.
  const getComputedStyle = window.getComputedStyle.bind(window);
  beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => getComputedStyle(element)));
  afterAll(() => jest.restoreAllMocks());

  it('shows the busy message, then the rows and the totals of the active users', async () => {
    renderWithProviders(<UsersPage />, { mocks: [usersMock('ACTIVE', [ana, carlos], 2)], store: adminStore() });
    expect(screen.getByRole('status', { name: MESSAGES.busy.loading })).toBeInTheDocument();
    expect(await screen.findByText('cliente@delcampo.mx')).toBeInTheDocument();
    expect(screen.getByText('admin@delcampo.mx')).toBeInTheDocument();
    expect(screen.getByTestId('users-total')).toHaveTextContent('2 usuarios');
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    expect(screen.getByTestId('paging-position')).toHaveTextContent('Página 1 de 1');
    expect(screen.getByRole('button', { name: MESSAGES.catalogue.pageNext })).toBeDisabled();
  });

  it('asks for ACTIVE users first and for ALL when the filter changes', async () => {
    const sent: unknown[] = [];
    const mocks = [usersMock('ACTIVE', [ana, carlos], 2, sent), usersMock('ALL', [ana, carlos], 3, sent)];
    renderWithProviders(<UsersPage />, { mocks, store: adminStore() });
    await screen.findByText('cliente@delcampo.mx');
    fireEvent.click(screen.getByText(MESSAGES.adminUsers.filterAll));
    await waitFor(() => expect(screen.getByTestId('users-total')).toHaveTextContent('3 usuarios'));
    expect(sent).toEqual([
      { page: FIRST, active: 'ACTIVE', include: false },
      { page: FIRST, active: 'ALL', include: false },
    ]);
  });

  it('asks for pages of 4 by default; "Por página" 12 asks the first page again with 12 and is remembered', async () => {
    const sizes: unknown[] = [];
    const anyPage = {
      request: {
        query: UsersDocument,
        variables: (variables: { page: PaginationInput }) => {
          sizes.push(variables.page.nPerPage);
          return variables.page.requestedPage === 'FIRST';
        },
      },
      result: usersMock('ACTIVE', [ana, carlos], 2).result,
      maxUsageCount: 10,
    };
    const first = renderWithProviders(<UsersPage />, { mocks: [anyPage], store: adminStore() });
    await screen.findByText('cliente@delcampo.mx');
    expect(sizes).toEqual([4]);
    fireEvent.change(screen.getByRole('combobox', { name: MESSAGES.catalogue.pageSize }), { target: { value: '12' } });
    await waitFor(() => expect(sizes).toEqual([4, 12]));
    first.unmount();
    renderWithProviders(<UsersPage />, { mocks: [anyPage], store: adminStore() });
    await screen.findByText('cliente@delcampo.mx');
    expect(sizes).toEqual([4, 12, 12]);
    expect(screen.getByRole('combobox', { name: MESSAGES.catalogue.pageSize })).toHaveValue('12');
    localStorage.clear();
  });

  it('shows the failure message when the list cannot be loaded', async () => {
    const failing = { request: { query: UsersDocument, variables: () => true }, error: new Error('down') };
    renderWithProviders(<UsersPage />, { mocks: [failing], store: adminStore() });
    expect(await screen.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it('deactivates a user through setUserActive and shows the answer; the admin cannot switch itself', async () => {
    const calls: unknown[] = [];
    const answer = 'Usuario «Carlos» desactivado: sus sesiones terminaron y ya no puede ingresar.';
    const setMock = {
      request: {
        query: SetUserActiveDocument,
        variables: (variables: unknown) => {
          calls.push(variables);
          return true;
        },
      },
      result: {
        data: {
          setUserActive: {
            __typename: 'UserResult',
            status: true,
            message: answer,
            user: { ...carlos, isActive: false },
          },
        },
      },
    };
    renderWithProviders(<UsersPage />, {
      mocks: [usersMock('ACTIVE', [ana, carlos], 2), setMock],
      store: adminStore(),
    });
    await screen.findByText('cliente@delcampo.mx');
    expect(screen.getByRole('switch', { name: 'Activo: Ana Administradora' })).toBeDisabled();
    const carlosSwitch = screen.getByRole('switch', { name: 'Activo: Carlos Cliente' });
    expect(carlosSwitch).toBeChecked();
    fireEvent.click(carlosSwitch);
    expect(await screen.findAllByText(MESSAGES.busy.saving)).not.toHaveLength(0);
    expect(await screen.findByText(answer)).toBeInTheDocument();
    expect(calls).toEqual([{ id: CLIENT_ID, isActive: false, include: false }]);
  });

  it('checks the quick-user fields with the spec messages and sends nothing while they fail', async () => {
    const created: unknown[] = [];
    renderWithProviders(<UsersPage />, {
      mocks: [usersMock('ACTIVE', [ana, carlos], 2), createMock(created)],
      store: adminStore(),
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.adminUsers.create }));
    expect(await within(dialog).findByText(MESSAGES.validation.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.validation.lastnameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.validation.emailRequired)).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('skips the e-mail format check while the global skip flag is on (spec): the API checks it', async () => {
    expect(GLOBAL_SKIP_FLAG).toBe(true);
    const created: unknown[] = [];
    renderWithProviders(<UsersPage />, {
      mocks: [usersMock('ACTIVE', [ana, carlos], 2), createMock(created)],
      store: adminStore(),
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.adminUsers.fieldName), { target: { value: 'Rosa' } });
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.adminUsers.fieldLastname), { target: { value: 'Vega' } });
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.adminUsers.fieldEmail), { target: { value: 'rosa@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.adminUsers.create }));
    await waitFor(() =>
      expect(created).toEqual([{ input: { name: 'Rosa', lastname: 'Vega', email: 'rosa@' }, include: false }]),
    );
    expect(within(dialog).queryByText(MESSAGES.validation.emailFormat)).not.toBeInTheDocument();
  });

  it('creates the user with createUserQuick, saying "Agregando..." meanwhile, and shows the API message', async () => {
    const created: unknown[] = [];
    renderWithProviders(<UsersPage />, {
      mocks: [usersMock('ACTIVE', [ana, carlos], 2), createMock(created)],
      store: adminStore(),
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.adminUsers.fieldName), { target: { value: 'Rosa' } });
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.adminUsers.fieldLastname), { target: { value: 'Vega' } });
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.adminUsers.fieldEmail), {
      target: { value: 'rosa@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.adminUsers.create }));
    expect(await screen.findAllByText(MESSAGES.busy.adding)).not.toHaveLength(0);
    expect(await screen.findByText(CREATED)).toBeInTheDocument();
    expect(created).toEqual([{ input: { name: 'Rosa', lastname: 'Vega', email: 'rosa@example.com' }, include: false }]);
  });

  it('after a quick create while "Activos" shows, says the inactive user is under "Inactivos" and opens that list', async () => {
    renderWithProviders(<UsersPage />, {
      mocks: [
        usersMock('ACTIVE', [ana, carlos], 2),
        createMock([]),
        usersMock('ACTIVE', [ana, carlos], 2),
        usersMock('INACTIVE', [], 1),
      ],
      store: adminStore(),
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.adminUsers.fieldName), { target: { value: 'Rosa' } });
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.adminUsers.fieldLastname), { target: { value: 'Vega' } });
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.adminUsers.fieldEmail), {
      target: { value: 'rosa@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.adminUsers.create }));
    expect(await screen.findByText(MESSAGES.adminUsers.createdInactiveHint)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.adminUsers.showInactive }));
    expect(screen.queryByText(MESSAGES.adminUsers.createdInactiveHint)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('users-total')).toHaveTextContent('1 usuario'));
  });
});
