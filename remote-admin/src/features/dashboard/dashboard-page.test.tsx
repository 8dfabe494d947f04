import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES, ROUTES, createAppStore, formatMXN, liveChannelChanged } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import { DashboardChangedDocument, DashboardDocument } from '../../generated/graphql';
import DashboardPage from './dashboard-page';
import { formatDay } from './sales-chart-geometry';

const text = MESSAGES.adminDashboard;
const DAY_MS = 24 * 60 * 60 * 1000;
const TODAY = Date.UTC(2026, 10, 21);

function totals(orders: number, overrides: object = {}) {
  return {
    __typename: 'DashboardTotals',
    status: true,
    message: 'ok',
    users: 12,
    categories: 8,
    products: 50,
    orders,
    ...overrides,
  };
}

/** 30 days, oldest first, ending 2026-11-21; only the last day and the one before it sold. */
function last30Days() {
  return Array.from({ length: 30 }, (_, index) => ({
    __typename: 'DailySales',
    day: new Date(TODAY - (29 - index) * DAY_MS).toISOString().slice(0, 10),
    total: index === 29 ? 1234.5 : index === 28 ? 300 : 0,
    orders: index === 29 ? 3 : index === 28 ? 1 : 0,
  }));
}

function sales(overrides: object = {}) {
  return {
    __typename: 'DashboardSales',
    status: true,
    message: 'ok',
    todayTotal: 1234.5,
    todayOrders: 3,
    monthTotal: 1534.5,
    monthOrders: 4,
    last30Days: last30Days(),
    lowStock: [
      { __typename: 'Product', id: 'p-mango', name: 'Mango Ataulfo', unit: 'kg', stock: 0 },
      { __typename: 'Product', id: 'p-cilantro', name: 'Cilantro', unit: 'manojo', stock: 2 },
    ],
    ...overrides,
  };
}

const loaded = (data = { dashboardTotals: totals(3), dashboardSales: sales() }) => ({
  request: { query: DashboardDocument },
  delay: 10,
  result: { data },
});
const loadFails = { request: { query: DashboardDocument }, error: new Error('Failed to fetch') };
/** An open subscription that has sent nothing yet. */
const listening = { request: { query: DashboardChangedDocument }, delay: Infinity };
/** A live snapshot, sent well after the first load has arrived. */
const snapshot = (orders: number, delay = 300) => ({
  request: { query: DashboardChangedDocument },
  delay,
  result: { data: { dashboardChanged: { __typename: 'DashboardSnapshot', totals: totals(orders), sales: sales() } } },
});

const renderPage = (mocks: MockedResponse[]) => renderWithProviders(<DashboardPage />, { path: ROUTES.admin, mocks });

describe('DashboardPage', () => {
  it('says it is loading while the figures are on their way', () => {
    renderPage([loaded(), listening]);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.busy.loading);
  });

  it('shows the four totals and the sales of today and this month', async () => {
    renderPage([loaded(), listening]);
    expect(await screen.findByTestId('tile-users')).toHaveTextContent('12');
    expect(screen.getByTestId('tile-categories')).toHaveTextContent('8');
    expect(screen.getByTestId('tile-products')).toHaveTextContent('50');
    expect(screen.getByTestId('tile-orders')).toHaveTextContent('3');
    expect(screen.getByTestId('sales-today')).toHaveTextContent(text.salesToday);
    expect(screen.getByTestId('sales-today')).toHaveTextContent(formatMXN(1234.5));
    expect(screen.getByTestId('sales-today')).toHaveTextContent('3 pedidos');
    expect(screen.getByTestId('sales-month')).toHaveTextContent(formatMXN(1534.5));
    expect(screen.getByTestId('sales-month')).toHaveTextContent('4 pedidos');
    expect(screen.getByTestId('live-status')).toHaveTextContent(text.live);
  });

  it('draws one labelled bar per day of the last 30 days, with a summary and a table', async () => {
    renderPage([loaded(), listening]);
    const bars = await screen.findAllByTestId('sales-bar');
    expect(bars).toHaveLength(30);
    expect(bars[29]?.querySelector('title')).toHaveTextContent(
      text.chartBar(formatDay('2026-11-21'), formatMXN(1234.5), '3 pedidos'),
    );
    expect(bars[0]?.querySelector('title')).toHaveTextContent(
      text.chartBar(formatDay('2026-10-23'), formatMXN(0), '0 pedidos'),
    );
    expect(screen.getByText(text.chartTitle, { selector: 'figcaption' })).toBeInTheDocument();
    expect(screen.getByText(text.chartAxisDay, { selector: 'text' })).toBeInTheDocument();
    expect(screen.getByText(text.chartAxisTotal, { selector: 'text' })).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /Ventas de los últimos 30 días/ });
    expect(chart).toHaveAccessibleName(
      text.chartSummary(formatMXN(1534.5), '4 pedidos', formatDay('2026-11-21'), formatMXN(1234.5)),
    );
    expect(within(screen.getByTestId('sales-table')).getAllByRole('row')).toHaveLength(31);
  });

  it('lists the products running low, each linked to its page', async () => {
    renderPage([loaded(), listening]);
    const rows = await screen.findAllByTestId('low-stock-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Mango Ataulfo');
    expect(rows[0]).toHaveTextContent('0 kg');
    expect(within(rows[1]!).getByRole('link', { name: 'Cilantro' })).toHaveAttribute(
      'href',
      ROUTES.adminProduct('p-cilantro'),
    );
  });

  it('replaces the figures with each live snapshot, without a reload', async () => {
    // The snapshot must arrive after the first figures are on screen, however slow the machine:
    // on fake timers, time moves only when the waits below move it (50 ms a step).
    jest.useFakeTimers();
    try {
      renderPage([loaded(), snapshot(4, 60_000)]);
      expect(await screen.findByTestId('tile-orders')).toHaveTextContent('3');
      act(() => {
        jest.advanceTimersByTime(60_000);
      });
      expect(await screen.findByText('4', { selector: '[data-testid="tile-orders"] *' })).toBeInTheDocument();
      expect(screen.getByTestId('tile-orders')).toHaveTextContent('4');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the last figures and offers a refresh when the live channel fails for good', async () => {
    const liveFails = { request: { query: DashboardChangedDocument }, delay: 50, error: new Error('4403: Forbidden') };
    const reloaded = loaded({ dashboardTotals: totals(7), dashboardSales: sales() });
    renderPage([loaded(), liveFails, reloaded, listening]);
    expect(await screen.findByText(text.liveStoppedNotice)).toBeInTheDocument();
    expect(screen.getByTestId('live-status')).toHaveTextContent(text.liveStopped);
    expect(screen.getByTestId('tile-orders')).toHaveTextContent('3');

    fireEvent.click(screen.getByRole('button', { name: text.refresh }));
    expect(await screen.findByText('7', { selector: '[data-testid="tile-orders"] *' })).toBeInTheDocument();
    expect(screen.queryByText(text.liveStoppedNotice)).not.toBeInTheDocument();
    expect(screen.getByTestId('live-status')).toHaveTextContent(text.live);
  });

  it('shows a failed refresh above the figures it could not replace', async () => {
    const liveFails = { request: { query: DashboardChangedDocument }, delay: 50, error: new Error('4403: Forbidden') };
    renderPage([loaded(), liveFails, loadFails, listening]);
    fireEvent.click(await screen.findByRole('button', { name: text.refresh }));
    expect(await screen.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.retry })).toBeInTheDocument();
    expect(screen.getByTestId('tile-orders')).toHaveTextContent('3');
  });

  it('says it is reconnecting while the websocket is down, and live again once it is back', async () => {
    const store = createAppStore({ persist: false });
    renderWithProviders(<DashboardPage />, { path: ROUTES.admin, mocks: [loaded(), listening], store });
    await screen.findByTestId('tile-orders');
    expect(screen.getByTestId('live-status')).toHaveTextContent(text.live);
    act(() => {
      store.dispatch(liveChannelChanged('closed'));
    });
    expect(screen.getByTestId('live-status')).toHaveTextContent(text.reconnecting);
    act(() => {
      store.dispatch(liveChannelChanged('connected'));
    });
    expect(screen.getByTestId('live-status')).toHaveTextContent(text.live);
  });

  it('shows a failed load with a Reintentar that loads again', async () => {
    renderPage([loadFails, listening, loaded()]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.loadFailed);
    fireEvent.click(within(alert).getByRole('button', { name: MESSAGES.retry }));
    expect(await screen.findByTestId('tile-orders')).toHaveTextContent('3');
  });

  it('shows the server message and no numbers when the API refuses', async () => {
    const refused = 'Esta operación requiere una cuenta de administrador.';
    const nulls = { users: null, categories: null, products: null, orders: null };
    const data = {
      dashboardTotals: totals(0, { status: false, message: refused, ...nulls }),
      dashboardSales: sales({ status: false, message: refused, todayTotal: null, last30Days: [], lowStock: [] }),
    };
    renderPage([loaded(data), listening]);
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(screen.queryByTestId('tile-users')).not.toBeInTheDocument();
  });
});
