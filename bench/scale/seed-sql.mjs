// The set-based statements of the scale generator: each one INSERT ... SELECT over generate_series,
// staged through temporary tables (no WAL) so every real table is written once, in one statement.
import { categoryBounds, clientCount } from './plan.mjs';
import { FIRST_NAMES, LAST_NAMES, ORIGINS, PRODUCT_WORDS, SCALE_CATEGORIES, VARIETIES } from './words.mjs';

/** Orders are spread over this many days up to now, a little denser towards today. */
export const ORDER_DAYS = 730;
/** > 1: more recent days hold slightly more orders (a growing shop). */
const GROWTH = 1.1;

/** Status changes leading to each final state (CANCELLED: 0 = payment refused, 1 = cancelled after paying). */
const CHAIN = [
  ['PAID', 0, 1, 'PENDING_PAYMENT', 'PAID'],
  ['PREPARING', 0, 1, 'PENDING_PAYMENT', 'PAID'],
  ['PREPARING', 0, 2, 'PAID', 'PREPARING'],
  ['SHIPPED', 0, 1, 'PENDING_PAYMENT', 'PAID'],
  ['SHIPPED', 0, 2, 'PAID', 'PREPARING'],
  ['SHIPPED', 0, 3, 'PREPARING', 'SHIPPED'],
  ['DELIVERED', 0, 1, 'PENDING_PAYMENT', 'PAID'],
  ['DELIVERED', 0, 2, 'PAID', 'PREPARING'],
  ['DELIVERED', 0, 3, 'PREPARING', 'SHIPPED'],
  ['DELIVERED', 0, 4, 'SHIPPED', 'DELIVERED'],
  ['CANCELLED', 0, 1, 'PENDING_PAYMENT', 'CANCELLED'],
  ['CANCELLED', 1, 1, 'PENDING_PAYMENT', 'PAID'],
  ['CANCELLED', 1, 2, 'PAID', 'CANCELLED'],
];

const quote = (text) => `'${text.replace(/'/g, "''")}'`;
const textArray = (values) => `array[${values.map(quote).join(', ')}]::text[]`;

/** The i-th (1-based SQL expression) element of a literal array, cycling. */
const pick = (values, index) => `(${textArray(values)})[1 + (${index}) % ${values.length}]`;

export function categoryStatements() {
  const values = SCALE_CATEGORIES.map(
    (category, index) =>
      `(${quote(category.name)}, ${quote(category.slug)}, ${101 + index}, ${1 + (index % 8)}, ${!category.inactive})`,
  );
  return [
    'create temp table scale_categories (idx int primary key, id uuid not null)',
    `with inserted as (
       insert into categories (name, slug, "order", image_num, is_active)
       values ${values.join(',\n')}
       returning id, "order"
     )
     insert into scale_categories select "order" - 100, id from inserted`,
  ];
}

export function productStatements(count) {
  const lowerBounds = [0, ...categoryBounds(SCALE_CATEGORIES.length).slice(0, -1)];
  const word = (g) => `(${g}) % ${PRODUCT_WORDS.length}`;
  const variety = (g) => `((${g}) / ${PRODUCT_WORDS.length}) % ${VARIETIES.length}`;
  return [
    `create temp table scale_products (
       idx int primary key, id uuid not null, name text, unit text, image_path text, base int, discount int)`,
    `with images as (
       select array_agg(image_path order by slug) as paths from products where image_path is not null
     ),
     inserted as (
       insert into products (name, slug, description, unit, category_id, base_price_cents, discount_percentage,
                             stock, max_per_order, image_path, is_active, created_at, updated_at)
       select ${pick(
         PRODUCT_WORDS.map(([name]) => name),
         word('g'),
       )} || ' ' || ${pick(
         VARIETIES.map(([name]) => name),
         variety('g'),
       )} || ' lote ' || g,
              ${pick(
                PRODUCT_WORDS.map(([, slug]) => slug),
                word('g'),
              )} || '-' || ${pick(
                VARIETIES.map(([, slug]) => slug),
                variety('g'),
              )} || '-' || g,
              'Cosecha de ' || ${pick(ORIGINS, 'g * 7')} || ', seleccionada a mano y entregada fresca.',
              (array['kg', 'pieza', 'manojo'])[1 + g % 3]::sale_unit,
              c.id,
              900 + (g * 7907) % 14000,
              case when g % 5 = 0 then 5 * (1 + g % 8) else 0 end,
              case when g % 50 = 0 then g % 11 else 11 + (g * 31) % 490 end,
              5 + g % 16,
              case when g % 10 = 0 then null else images.paths[1 + g % greatest(1, cardinality(images.paths))] end,
              g % 33 <> 0,
              now() - interval '730 days' + (g::float8 / ${count}) * interval '729 days',
              now() - interval '30 days' + (g::float8 / ${count}) * interval '29 days'
       from generate_series(1, ${count}) as g
       cross join images
       join scale_categories c
         on c.idx = width_bucket(((g * 7919) % ${count})::float8 / ${count}, array[${lowerBounds.join(', ')}]::float8[])
       returning id, name, unit, image_path, base_price_cents, discount_percentage
     )
     insert into scale_products
     select row_number() over (), id, name, unit::text, image_path, base_price_cents, discount_percentage from inserted`,
  ];
}

export function clientStatements(orders) {
  const count = clientCount(orders);
  return [
    'create temp table scale_clients (idx int primary key, id uuid not null)',
    `with inserted as (
       insert into users (name, lastname, email, role, is_active, is_email_verified, address, created_at, updated_at)
       select ${pick(FIRST_NAMES, 'g')}, ${pick(LAST_NAMES, `g / ${FIRST_NAMES.length}`)},
              'cliente' || g || '@escala.delcampo.mx', 'CLIENT', g % 97 <> 0, true,
              jsonb_build_object('country', 'México', 'street1', 'Calle ' || (1 + g % 300) || ' n.º ' || (1 + g % 99),
                                 'street2', null, 'city', 'Guadalajara', 'state', 'Jalisco',
                                 'zip', lpad((44100 + g % 800)::text, 5, '0')),
              now() - interval '760 days' + (g::float8 / ${count}) * interval '750 days',
              now() - interval '760 days' + (g::float8 / ${count}) * interval '750 days'
       from generate_series(1, ${count}) as g
       returning id
     )
     insert into scale_clients select row_number() over (), id from inserted`,
  ];
}

/** Checkouts still in flight: only the newest orders wait for their payment (older ones are settled). */
export const IN_FLIGHT_ORDERS = 20;

/**
 * Each order: its client, time (increasing with g, as rows arrive in a real shop) and final state.
 * PENDING_PAYMENT only for the newest few: the API's start-up reconciler cancels any older one, as
 * a crash leftover (a healthy shop has none), so it settles these too when it starts later.
 */
function stagedOrders(count, clients) {
  const age = `interval '${ORDER_DAYS} days' * power(1 - (g - 0.5) / ${count}, ${GROWTH})`;
  return `create temp table scale_orders as
    select g, gen_random_uuid() as id, 1 + (g * 48271::bigint) % ${clients} as client_idx, at,
      (case
        when g > ${count - IN_FLIGHT_ORDERS} then 'PENDING_PAYMENT'
        when at > now() - interval '2 days' then case when r < .35 then 'PAID'
          when r < .60 then 'PREPARING' when r < .80 then 'SHIPPED' when r < .90 then 'DELIVERED' else 'CANCELLED' end
        when at > now() - interval '10 days' then case when r < .07 then 'PAID'
          when r < .15 then 'PREPARING' when r < .35 then 'SHIPPED' when r < .90 then 'DELIVERED' else 'CANCELLED' end
        else case when r < .005 then 'PAID' when r < .01 then 'PREPARING'
          when r < .02 then 'SHIPPED' when r < .88 then 'DELIVERED' else 'CANCELLED' end
      end)::order_status as status
    from (select g, now() - ${age} as at, random() as r from generate_series(1, ${count}) as g) as raw`;
}

/** 1 to 4 distinct products per order (positions step through the catalogue), 1 to 3 units each. */
function stagedLines(products) {
  const stride = Math.max(1, Math.floor(products / 5));
  return `create temp table scale_lines as
    select o.g, o.id as order_id, pos, p.id as product_id, p.name, p.unit, p.image_path, 1 + (o.g + pos) % 3 as quantity,
           p.base, p.discount, round(p.base * (100 - p.discount) / 100.0)::int as unit_price
    from scale_orders o
    cross join generate_series(1, 1 + o.g % 4) as pos
    join scale_products p on p.idx = 1 + (o.g * 104729::bigint + pos * ${stride}) % ${products}`;
}

/** The history rows of each order, spread between its creation and now. */
function stagedHistory() {
  const chain = CHAIN.map(
    ([status, variant, step, from, to]) => `('${status}', ${variant}, ${step}, '${from}', '${to}')`,
  );
  return `create temp table scale_history as
    select o.g, o.id as order_id, c.step, c.from_status::order_status, c.to_status::order_status,
           case when c.step = 1 then null else (select id from users where role = 'ADMIN' order by created_at limit 1) end
             as changed_by,
           o.at + least(interval '1 minute' * (array[1, 180, 1440, 2880])[c.step], (now() - o.at) * c.step / 5) as changed_at
    from scale_orders o
    join (values ${chain.join(', ')}) as c (status, variant, step, from_status, to_status)
      on c.status = o.status::text and c.variant = case when o.status = 'CANCELLED' then o.g % 2 else 0 end`;
}

export function orderStatements({ products, orders }) {
  const number = `'DC-' || lpad((base.n + o.g)::text, greatest(6, length((base.n + o.g)::text)), '0')`;
  return [
    stagedOrders(orders, clientCount(orders)),
    stagedLines(products),
    stagedHistory(),
    'create index on scale_lines (g)',
    'create index on scale_history (g)',
    'analyze scale_orders, scale_lines, scale_history',
    `insert into orders (id, number, user_id, status, subtotal_cents, discount_cents, tax_cents, shipping_cents,
                         total_cents, address, card_brand, card_last4, payment_provider, payment_id, refunded_at,
                         status_changed_by, idempotency_key, created_at, updated_at)
     select o.id, ${number}, u.id, o.status, t.subtotal, t.discount, 0,
            case when t.subtotal - t.discount >= 50000 then 0 else 4900 end,
            t.subtotal - t.discount + case when t.subtotal - t.discount >= 50000 then 0 else 4900 end,
            users.address,
            case when o.status = 'PENDING_PAYMENT' then null else 'visa' end,
            case when o.status = 'PENDING_PAYMENT' then null else '4242' end,
            case when o.status = 'PENDING_PAYMENT' then null else 'test' end,
            case when o.status = 'PENDING_PAYMENT' then null else 'pay_escala_' || o.g end,
            case when h.refunded then h.last_change end,
            h.last_by, 'escala-' || o.g, o.at, coalesce(h.last_change, o.at)
     from scale_orders o
     cross join (select count(*) as n from orders) as base
     join scale_clients u on u.idx = o.client_idx
     join users on users.id = u.id
     join (select g, sum(base * quantity)::int as subtotal, sum((base - unit_price) * quantity)::int as discount
           from scale_lines group by g) as t on t.g = o.g
     left join (select g, max(changed_at) as last_change, (array_agg(changed_by order by step desc))[1] as last_by,
                       bool_or(from_status = 'PAID' and to_status = 'CANCELLED') as refunded
                from scale_history group by g) as h on h.g = o.g
     order by o.g`,
    `insert into order_lines (order_id, position, product_id, name, unit, image_path, quantity, unit_base_cents,
                              discount_percentage, unit_price_cents, line_total_cents)
     select order_id, pos, product_id, name, unit, image_path, quantity, base, discount, unit_price, unit_price * quantity
     from scale_lines order by g, pos`,
    `insert into order_status_history (order_id, from_status, to_status, changed_by, changed_at)
     select order_id, from_status, to_status, changed_by, changed_at from scale_history order by g, step`,
    `select setval('order_number_seq', (select count(*) from orders))`,
  ];
}

/**
 * The delivery-window counters of the past (issue 18): every day of the order history gets, for
 * each demo template window of its weekday, the share of that day's orders it held, at most its
 * capacity. The windows query reads counters, never orders, so these rows are what grows with the
 * history; the API's reconciler rebuilds only the counters from today on.
 */
export function windowBookingStatements() {
  return [
    `insert into delivery_window_bookings (template_id, date, booked)
     select t.id, d.day, least(t.capacity, greatest(1, d.orders / 3))
     from (select (created_at at time zone 'America/Mexico_City')::date as day, count(*)::int as orders
           from orders group by 1) as d
     join delivery_window_templates t on t.weekday = extract(isodow from d.day) and t.is_active
     where d.day < (now() at time zone 'America/Mexico_City')::date
     on conflict (template_id, date) do nothing`,
  ];
}
