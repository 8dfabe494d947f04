import { formatMXN, MESSAGES, VISUALLY_HIDDEN } from 'shared';
import { formatDay, type DailySales } from './sales-chart-geometry';

const text = MESSAGES.adminDashboard;

/** The chart's numbers as a table, for screen readers (visually hidden). */
export function SalesTable({ days, caption }: { days: DailySales[]; caption: string }) {
  return (
    <table style={VISUALLY_HIDDEN} data-testid="sales-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{text.colDay}</th>
          <th scope="col">{text.colTotal}</th>
          <th scope="col">{text.colOrders}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{formatDay(day.day)}</th>
            <td>{formatMXN(day.total)}</td>
            <td>{day.orders}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
