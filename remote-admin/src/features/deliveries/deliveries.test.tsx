import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { renderWithProviders } from 'shared/src/testing/render-with-providers';
import {
  DeliveryDaysDocument,
  DeliveryRouteSheetDocument,
  TodayDeliveriesChangedDocument,
  TodayDeliveriesDocument,
  UnscheduledOrdersDocument,
} from '../../generated/graphql';
import DeliveriesPage from './deliveries-page';
import RouteSheetPage from './route-sheet-page';
import { TodayDeliveriesTile } from './today-deliveries-tile';

const text = MESSAGES.adminDeliveries;
const WINDOW_ID = '11111111-1111-4111-8111-111111111111:2026-11-25';

function slot(start: string, end: string, booked: number, capacity = 10, id = `${start}-${end}`) {
  return {
    __typename: 'DeliverySlot',
    id,
    zoneName: 'Zona Metropolitana de Guadalajara',
    date: '2026-11-25',
    start,
    end,
    label: `miércoles, 25 de noviembre, ${start} a ${end}`,
    capacity,
    booked,
  };
}

function day(date: string, label: string, windows: ReturnType<typeof slot>[], note: string | null = null) {
  return { __typename: 'DeliveryDay', date, label, closed: windows.length === 0, note, windows };
}

const days = {
  request: { query: DeliveryDaysDocument },
  delay: 10,
  result: {
    data: {
      deliveryDays: {
        __typename: 'DeliveryDaysResult',
        status: true,
        message: 'ok',
        days: [
          day('2026-11-25', 'miércoles, 25 de noviembre', [
            slot('09:00', '12:00', 1, 10, WINDOW_ID),
            slot('12:00', '15:00', 10),
          ]),
          day('2026-11-29', 'domingo, 29 de noviembre', [], 'Día feriado'),
        ],
      },
    },
  },
};

const unscheduled = (orders: unknown[]) => ({
  request: { query: UnscheduledOrdersDocument },
  result: {
    data: { unscheduledOrders: { __typename: 'UnscheduledOrdersResult', status: true, message: 'ok', orders } },
  },
});
const windowless = (id: string, number: string, status: string) => ({
  __typename: 'UnscheduledOrder',
  id,
  number,
  status,
  customerName: 'Carlos Pérez',
  zoneName: 'Zona Metropolitana de Guadalajara',
  total: 187.5,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('DeliveriesPage', () => {
  it('lists the orders without a window under "Sin horario", each opening its order page (issue 29)', async () => {
    renderWithProviders(
      <Routes>
        <Route path={ROUTES.adminDeliveries} element={<DeliveriesPage />} />
        <Route path={ROUTES.adminOrderDetail} element={<p>detalle del pedido</p>} />
      </Routes>,
      {
        path: ROUTES.adminDeliveries,
        mocks: [days, unscheduled([windowless('o1', 'DC-000003', 'PAID'), windowless('o2', 'DC-000004', 'PREPARING')])],
      },
    );
    const list = await screen.findByTestId('unscheduled-orders');
    expect(screen.getByRole('heading', { name: text.unscheduledTitle })).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Pedido DC-000003');
    expect(items[0]).toHaveTextContent('Pagado');
    expect(items[1]).toHaveTextContent('En preparación');
    expect(items[0]).toHaveTextContent('Carlos Pérez · $187.50 · Zona Metropolitana de Guadalajara');
    fireEvent.click(within(items[1]!).getByRole('link', { name: 'Pedido DC-000004' }));
    expect(await screen.findByText('detalle del pedido')).toBeInTheDocument();
    expect(sessionStorage.getItem('adminSelectedOrder')).toBe('o2');
  });

  it('shows a skeleton, then each day with its windows drawn as booked / capacity bars', async () => {
    renderWithProviders(<DeliveriesPage />, { path: ROUTES.adminDeliveries, mocks: [days, unscheduled([])] });
    expect(screen.getByRole('status')).toHaveAccessibleName(MESSAGES.busy.loading);
    const [open, closed] = await screen.findAllByTestId('delivery-day');
    const bars = within(open!).getAllByRole('progressbar');
    expect(bars).toHaveLength(2);
    expect(bars[0]).toHaveAccessibleName(text.bookedLabel('09:00 a 12:00', 1, 10));
    expect(bars[0]).toHaveAttribute('aria-valuenow', '10');
    expect(bars[1]).toHaveAttribute('aria-valuenow', '100');
    expect(open).toHaveTextContent('1 / 10');
    // The day in Spanish case, and each window says that it opens its route sheet.
    expect(open).toHaveTextContent('miércoles, 25 de noviembre');
    expect(within(open!).getByRole('link', { name: `09:00 a 12:00 ${text.openSheet}` })).toHaveAttribute(
      'href',
      ROUTES.adminRouteSheet(WINDOW_ID),
    );
    expect(closed).toHaveTextContent(text.closedDay);
    expect(closed).toHaveTextContent('Día feriado');
    expect(screen.queryByText(text.unscheduledTitle)).not.toBeInTheDocument();
  });

  it('shows the refusal of a non-admin answer', async () => {
    const refused = {
      request: { query: DeliveryDaysDocument },
      result: {
        data: {
          deliveryDays: {
            __typename: 'DeliveryDaysResult',
            status: false,
            message: 'Esta operación requiere una cuenta de administrador.',
            days: [],
          },
        },
      },
    };
    renderWithProviders(<DeliveriesPage />, { path: ROUTES.adminDeliveries, mocks: [refused] });
    expect(await screen.findByText('Esta operación requiere una cuenta de administrador.')).toBeInTheDocument();
  });
});

const item = (productId: string, name: string, quantity: number, unit = 'kg') => ({
  __typename: 'RouteSheetItem',
  productId,
  name,
  unit,
  quantity,
});

const sheet = {
  request: { query: DeliveryRouteSheetDocument, variables: { windowId: WINDOW_ID } },
  delay: 10,
  result: {
    data: {
      deliveryRouteSheet: {
        __typename: 'RouteSheetResult',
        status: true,
        message: 'ok',
        sheet: {
          __typename: 'RouteSheet',
          window: slot('09:00', '12:00', 2, 10, WINDOW_ID),
          orders: [
            {
              __typename: 'RouteSheetOrder',
              id: 'o1',
              number: 'DC-000007',
              status: 'PAID',
              customerName: 'Ana Pérez',
              email: 'ana@example.com',
              phone: '3336142020',
              deliveryNote: 'Tocar el timbre <b>2</b>, dejar con el portero',
              total: 128.9,
              address: {
                __typename: 'Address',
                street1: 'Av. Juárez 100',
                street2: 'Col. Centro',
                city: 'Guadalajara',
                state: 'Jalisco',
                zip: '44100',
              },
              items: [item('p1', 'Aguacate Hass', 2), item('p2', 'Nopal', 1, 'pieza'), item('p3', 'Elote', 3, 'pieza')],
            },
            {
              // Placed before the checkout asked for a phone.
              __typename: 'RouteSheetOrder',
              id: 'o2',
              number: 'DC-000008',
              status: 'PAID',
              customerName: 'Luis Gómez',
              email: 'luis@example.com',
              phone: null,
              deliveryNote: null,
              total: 79,
              address: {
                __typename: 'Address',
                street1: 'Calle Morelos 321',
                street2: null,
                city: 'Guadalajara',
                state: 'Jalisco',
                zip: '44160',
              },
              items: [item('p1', 'Aguacate Hass', 3)],
            },
          ],
          picking: [item('p1', 'Aguacate Hass', 5), item('p3', 'Elote', 3, 'pieza'), item('p2', 'Nopal', 1, 'pieza')],
        },
      },
    },
  },
};

describe('RouteSheetPage', () => {
  it('lists the orders with address, phone, contact and items, the picking list, and prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithProviders(
      <Routes>
        <Route path={`${ROUTES.adminDeliveries}/:windowId`} element={<RouteSheetPage />} />
      </Routes>,
      { path: ROUTES.adminRouteSheet(WINDOW_ID), mocks: [sheet] },
    );
    expect(screen.getByRole('status')).toHaveAccessibleName(MESSAGES.busy.loading);
    const orders = await screen.findByTestId('route-sheet-orders');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      text.sheetTitle('miércoles, 25 de noviembre, 09:00 a 12:00'),
    );
    const row = within(orders).getByText('DC-000007').closest('tr')!;
    expect(row).toHaveTextContent('Ana Pérez');
    expect(row).toHaveTextContent('Av. Juárez 100');
    expect(row).toHaveTextContent('44100 Guadalajara');
    expect(row).toHaveTextContent('ana@example.com');
    expect(within(row).getByRole('link', { name: '33 3614 2020' })).toHaveAttribute('href', 'tel:+523336142020');
    const phoneless = within(orders).getByText('DC-000008').closest('tr')!;
    expect(within(phoneless).queryByRole('link')).not.toBeInTheDocument();
    expect(phoneless).toHaveTextContent(text.noPhone);
    // The customer's notes in their own column, as text (never markup); none reads as a dash.
    const header = within(orders).getByRole('columnheader', { name: text.notes });
    const notesColumn = [...header.parentElement!.children].indexOf(header);
    expect(row.children[notesColumn]).toHaveTextContent('Tocar el timbre <b>2</b>, dejar con el portero');
    expect(row.querySelector('b')).toBeNull();
    expect(phoneless.children[notesColumn]).toHaveTextContent(text.noNotes);
    expect(row).toHaveTextContent('2 kg · Aguacate Hass');
    // Units agree in number; each order shows its total and a box to tick once delivered.
    expect(row).toHaveTextContent('1 pieza · Nopal');
    expect(row).toHaveTextContent('3 piezas · Elote');
    expect(row).toHaveTextContent('$128.90');
    expect(within(row).getByRole('checkbox', { name: text.deliveredOf('DC-000007') })).not.toBeChecked();
    expect(screen.getByRole('link', { name: text.back })).toHaveClass('dc-back-link');
    const picking = screen.getByTestId('picking-list');
    expect(within(picking).getByText('Aguacate Hass').closest('tr')).toHaveTextContent('5 kg');
    expect(within(picking).getByText('Elote').closest('tr')).toHaveTextContent('3 piezas');
    fireEvent.click(screen.getByRole('button', { name: text.print }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });
});

const today = (booked: number) => ({
  __typename: 'DashboardDeliveries',
  status: true,
  message: 'ok',
  today: day('2026-11-25', 'miércoles, 25 de noviembre', [slot('09:00', '12:00', booked, 10, WINDOW_ID)]),
});

describe('TodayDeliveriesTile', () => {
  it('shows today windows and follows the live snapshots', async () => {
    const mocks: MockedResponse[] = [
      { request: { query: TodayDeliveriesDocument }, delay: 10, result: { data: { dashboardDeliveries: today(1) } } },
      {
        request: { query: TodayDeliveriesChangedDocument },
        delay: 300,
        result: {
          data: { dashboardChanged: { __typename: 'DashboardSnapshot', deliveries: today(2) } },
        },
      },
    ];
    renderWithProviders(<TodayDeliveriesTile />, { path: ROUTES.admin, mocks });
    const tile = screen.getByTestId('today-deliveries');
    expect(tile).toHaveTextContent(text.todayTitle);
    expect(await within(tile).findByText('1 / 10')).toBeInTheDocument();
    expect(await within(tile).findByText('2 / 10')).toBeInTheDocument();
  });
});
