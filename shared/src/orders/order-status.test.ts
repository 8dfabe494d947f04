import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '../messages/messages';
import { ORDER_STATUS_COLORS, ORDER_STATUSES } from './order-status';

describe('order states', () => {
  it('names and colours every state, and no other', () => {
    expect(Object.keys(MESSAGES.orders.statuses).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(Object.keys(ORDER_STATUS_COLORS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('lists the same states as the API schema', () => {
    const schema = readFileSync(join(__dirname, '../../../api/src/modules/orders/orders.graphql'), 'utf8');
    const block = /enum OrderStatus \{([^}]*)\}/.exec(schema)?.[1] ?? '';
    const values = block.match(/^\s*[A-Z_]+\s*$/gm)?.map((line) => line.trim());
    expect(values).toEqual([...ORDER_STATUSES]);
  });
});
