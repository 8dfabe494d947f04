import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { DashboardTotalsDocument } from '../../generated/graphql';
import DashboardPage from './dashboard-page';

function totals(result: object) {
  return [{ request: { query: DashboardTotalsDocument }, result: { data: { dashboardTotals: result } } }];
}

describe('DashboardPage', () => {
  it('shows the four totals the API returns', async () => {
    const mocks = totals({ status: true, message: 'ok', users: 12, categories: 8, products: 50, orders: 3 });
    render(
      <MockedProvider mocks={mocks}>
        <DashboardPage />
      </MockedProvider>,
    );
    expect(await screen.findByTestId('tile-users')).toHaveTextContent('12');
    expect(screen.getByTestId('tile-categories')).toHaveTextContent('8');
    expect(screen.getByTestId('tile-products')).toHaveTextContent('50');
    expect(screen.getByTestId('tile-orders')).toHaveTextContent('3');
  });

  it('shows the server message and no numbers when the API refuses', async () => {
    const refused = 'Esta operación requiere una cuenta de administrador.';
    const mocks = totals({
      status: false,
      message: refused,
      users: null,
      categories: null,
      products: null,
      orders: null,
    });
    render(
      <MockedProvider mocks={mocks}>
        <DashboardPage />
      </MockedProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(screen.queryByTestId('tile-users')).not.toBeInTheDocument();
  });
});
