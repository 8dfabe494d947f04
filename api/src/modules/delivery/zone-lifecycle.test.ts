import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database.js';
import { DEMO_ZONE_NAME } from '../../db/seed/delivery.seed.js';
import { DEMO_ADMIN, DEMO_CLIENT, useTestApi } from '../../test/helper.js';
import { orderInput, pickProduct, placeOrder, ADDRESS } from '../../test/orders-client.js';
import { deliveryWindows } from '../../test/windows-client.js';

// Issue 18: the admin creates zones, renames them and switches them off or on.
const api = useTestApi();
afterEach(() => api.resetData());

const ZONE_FIELDS = `status message field
  zone { zone { id name fee freeShippingFrom } isActive upcomingBookings cutoffDaysBefore cutoffTime
    postalRanges { first last } templates { id } }`;
const CREATE = `mutation ($input: NewDeliveryZoneInput!) { createDeliveryZone(input: $input) { ${ZONE_FIELDS} } }`;
const SAVE = `mutation ($input: DeliveryZoneInput!) { saveDeliveryZone(input: $input) { ${ZONE_FIELDS} } }`;
const SET_ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setDeliveryZoneActive(id: $id, active: $active) { ${ZONE_FIELDS} } }`;
const ZONES = `{ adminDeliveryZones { zones { zone { id name } isActive upcomingBookings } } }`;
const COVERAGE = `query ($postalCode: String!) { deliveryCoverage(postalCode: $postalCode) { covered message zone { name } } }`;
const MY_ORDER = `query ($id: ID!) { myOrder(id: $id) { order { deliveryWindow { date start } } } }`;
const DAYS = `{ deliveryDays { days { windows { id booked } } } }`;

/** The windows of the admin's Entregas page (today and the next 7 days). */
async function entregas() {
  const { days } = await call<{ days: { windows: { id: string; booked: number }[] }[] }>(DAYS, {});
  return days.flatMap((day) => day.windows);
}

interface ZoneAnswer {
  status: boolean;
  message: string;
  field: string | null;
  zone: {
    zone: { id: string; name: string; fee: number; freeShippingFrom: number | null };
    isActive: boolean;
    upcomingBookings: number;
    cutoffDaysBefore: number;
    cutoffTime: string;
    postalRanges: { first: string; last: string }[];
    templates: { id: string }[];
  } | null;
}

const NORTE = {
  name: '  Zapopan   norte ',
  fee: 69,
  freeShippingFrom: 900,
  cutoffDaysBefore: 1,
  cutoffTime: '18:00',
  postalRanges: [
    { first: '47150', last: '47199' },
    { first: '47100', last: '47120' },
  ],
};

async function call<T>(
  query: string,
  variables: Record<string, unknown>,
  who: { email: string; password: string } = DEMO_ADMIN,
): Promise<T> {
  const { body } = await api.gql<Record<string, T>>(query, { variables, authorization: await api.tokenFor(who) });
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return Object.values(body.data!)[0]!;
}

/** Zones and postal ranges in the database: a refused change writes neither. */
async function zoneRows() {
  const [row] = await queryRows<{ zones: number; ranges: number }>(
    api.app.database.db,
    sql`select (select count(*) from delivery_zones)::int as zones, (select count(*) from delivery_postal_ranges)::int as ranges`,
  );
  return row;
}

const coverage = (postalCode: string) =>
  call<{ covered: boolean; message: string; zone: { name: string } | null }>(COVERAGE, { postalCode });

async function zones() {
  return (
    await call<{ zones: { zone: { id: string; name: string }; isActive: boolean; upcomingBookings: number }[] }>(
      ZONES,
      {},
    )
  ).zones;
}

async function demoZoneId(): Promise<string> {
  return (await zones()).find((zone) => zone.zone.name === DEMO_ZONE_NAME)!.zone.id;
}

test('an admin creates a zone: the server names its id, it covers its codes at once and starts with no windows', async () => {
  const answer = await call<ZoneAnswer>(CREATE, { input: NORTE });
  assert.equal(answer.message, 'Zona «Zapopan norte» creada. Agrega sus horarios en la plantilla semanal.');
  const { zone: created, ...rest } = answer.zone!;
  assert.match(created.id, /^[0-9a-f-]{36}$/);
  assert.deepEqual(
    { zone: { ...created, id: 'x' }, ...rest },
    {
      zone: { id: 'x', name: 'Zapopan norte', fee: 69, freeShippingFrom: 900 },
      isActive: true,
      upcomingBookings: 0,
      cutoffDaysBefore: 1,
      cutoffTime: '18:00',
      postalRanges: [
        { first: '47100', last: '47120' },
        { first: '47150', last: '47199' },
      ],
      templates: [],
    },
  );
  assert.deepEqual(await coverage('47160'), {
    covered: true,
    message: 'Sí entregamos en 47160',
    zone: { name: 'Zapopan norte' },
  });
  const windows = await deliveryWindows(api, '47160');
  assert.deepEqual(
    [windows.zone, windows.windows],
    [{ name: 'Zapopan norte' }, []],
    'no windows until the admin adds them',
  );
  assert.equal((await coverage('47130')).covered, false, 'between the two ranges');
});

test('the client cannot choose the id of a new zone', async () => {
  const { body } = await api.gql(CREATE, {
    variables: { input: { ...NORTE, id: '00000000-0000-4000-8000-000000000001' } },
    authorization: await api.tokenFor(DEMO_ADMIN),
  });
  assert.match(body.errors?.[0]?.message ?? '', /"id" is not defined by type "NewDeliveryZoneInput"/);
  assert.equal((await zones()).length, 1);
});

test('bad zones are refused in Spanish on their field, and nothing is written', async () => {
  const before = await zoneRows();
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: '   ' }, 'name', 'El nombre de la zona es obligatorio.'],
    [{ name: '¡¡!!' }, 'name', 'El nombre debe tener al menos una letra o un número.'],
    [{ name: 'z'.repeat(61) }, 'name', 'El nombre admite como máximo 60 caracteres.'],
    [
      { name: 'ZONA metropolitana de Guadalajará' },
      'name',
      'Ya existe una zona con un nombre equivalente a «ZONA metropolitana de Guadalajará». Elige otro nombre.',
    ],
    [{ fee: -1 }, 'fee', 'El costo de envío debe ser de 0 a 10,000 pesos, con dos decimales como máximo.'],
    [
      { cutoffDaysBefore: 7 },
      'cutoffDaysBefore',
      'Los días de anticipación del cierre deben ser un número entero del 0 al 6.',
    ],
    [{ cutoffTime: '24:00' }, 'cutoffTime', 'La hora de cierre debe tener el formato HH:MM (de 00:00 a 23:59).'],
    [{ postalRanges: [] }, 'postalRanges', 'La zona necesita al menos un rango de códigos postales.'],
    [
      { postalRanges: [{ first: '4710', last: '47110' }] },
      'postalRanges',
      '«4710» no es un código postal: deben ser 5 dígitos, por ejemplo 44160.',
    ],
    [
      { postalRanges: [{ first: '47110', last: '47100' }] },
      'postalRanges',
      'El rango 47110 a 47100 está al revés: el primero debe ser el menor.',
    ],
    [
      {
        postalRanges: [
          { first: '47100', last: '47200' },
          { first: '47150', last: '47150' },
        ],
      },
      'postalRanges',
      'Los rangos 47100 a 47200 y 47150 se cruzan.',
    ],
    [
      {
        postalRanges: [
          { first: '47100', last: '47120' },
          { first: '44980', last: '45020' },
        ],
      },
      'postalRanges',
      `Los códigos 44980 a 44990 ya son de la zona «${DEMO_ZONE_NAME}».`,
    ],
  ];
  for (const [change, field, message] of cases) {
    const answer = await call<ZoneAnswer>(CREATE, { input: { ...NORTE, ...change } });
    assert.deepEqual(
      { status: answer.status, field: answer.field, message: answer.message, zone: answer.zone },
      {
        status: false,
        field,
        message,
        zone: null,
      },
    );
  }
  assert.deepEqual(await zoneRows(), before, 'the refused zone was not half-written');
});

test('codes of a zone cannot go to another, named in the refusal; a rename follows everywhere', async () => {
  const norte = (await call<ZoneAnswer>(CREATE, { input: NORTE })).zone!;
  const overlap = await call<ZoneAnswer>(CREATE, {
    input: { ...NORTE, name: 'Zapopan sur', postalRanges: [{ first: '47190', last: '47250' }] },
  });
  assert.deepEqual(
    [overlap.field, overlap.message],
    ['postalRanges', 'Los códigos 47190 a 47199 ya son de la zona «Zapopan norte».'],
  );

  const input = {
    id: norte.zone.id,
    name: 'Zapopan poniente',
    fee: 59,
    freeShippingFrom: null,
    cutoffDaysBefore: 0,
    cutoffTime: '09:30',
    postalRanges: norte.postalRanges,
  };
  const renamed = await call<ZoneAnswer>(SAVE, { input });
  assert.equal(renamed.message, 'Zona guardada.');
  assert.deepEqual(renamed.zone?.zone, {
    id: norte.zone.id,
    name: 'Zapopan poniente',
    fee: 59,
    freeShippingFrom: null,
  });
  assert.deepEqual((await coverage('47100')).zone, { name: 'Zapopan poniente' });
  const taken = await call<ZoneAnswer>(SAVE, { input: { ...input, name: 'zapopan PONIENTE' } });
  assert.equal(taken.status, true, "its own name, written differently, is not another zone's");
  const demoName = await call<ZoneAnswer>(SAVE, { input: { ...input, name: DEMO_ZONE_NAME.toLowerCase() } });
  assert.deepEqual(
    [demoName.field, demoName.message],
    ['name', 'Ya existe una zona con un nombre equivalente a «zona metropolitana de guadalajara». Elige otro nombre.'],
  );
  const { name: _kept, ...withoutName } = input;
  const same = await call<ZoneAnswer>(SAVE, { input: withoutName });
  assert.equal(same.zone?.zone.name, 'zapopan PONIENTE', 'no name: the name stays');
});

test('a zone switched off covers nothing and offers no windows; its booked orders keep their window', async () => {
  const window = (await deliveryWindows(api, '44160')).windows[0]!;
  const product = await pickProduct(api, 0, { stock: 20, maxPerOrder: 10 });
  const token = await api.tokenFor(DEMO_CLIENT);
  const booked = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId: window.id }),
  );
  assert.equal(booked.status, true, booked.message);
  const id = await demoZoneId();
  assert.equal((await zones())[0]!.upcomingBookings, 1, 'the admin sees the booking before switching off');

  const off = await call<ZoneAnswer>(SET_ACTIVE, { id, active: false });
  assert.equal(
    off.message,
    `Zona «${DEMO_ZONE_NAME}» apagada: ya no entregamos en sus códigos postales. Su pedido ya reservado conserva su horario.`,
  );
  assert.deepEqual([off.zone?.isActive, off.zone?.upcomingBookings], [false, 1]);
  assert.deepEqual(await coverage('44160'), {
    covered: false,
    message: 'Por ahora no entregamos en el C.P. 44160',
    zone: null,
  });
  assert.deepEqual((await deliveryWindows(api, '44160')).windows, []);
  const refused = await placeOrder(
    api,
    token,
    orderInput([{ productId: product.id, quantity: 1 }], { deliveryWindowId: window.id }),
  );
  assert.equal(
    refused.message,
    `Por ahora no entregamos en el C.P. ${ADDRESS.zip}. Revisa el código postal de la dirección de entrega.`,
  );
  const { body } = await api.gql<{ myOrder: { order: { deliveryWindow: unknown } } }>(MY_ORDER, {
    variables: { id: booked.order!.id },
    authorization: token,
  });
  assert.deepEqual(body.data?.myOrder.order.deliveryWindow, { date: window.date, start: window.start });
  assert.deepEqual(await entregas(), [{ id: window.id, booked: 1 }], 'Entregas keeps the booked window only');

  const taken = await call<ZoneAnswer>(CREATE, {
    input: { ...NORTE, postalRanges: [{ first: '44160', last: '44160' }] },
  });
  assert.equal(taken.message, `Los códigos 44160 ya son de la zona «${DEMO_ZONE_NAME}».`, 'a zone off keeps its codes');

  const on = await call<ZoneAnswer>(SET_ACTIVE, { id, active: true });
  assert.equal(on.message, `Zona «${DEMO_ZONE_NAME}» encendida: ya entregamos en sus códigos postales.`);
  assert.equal((await coverage('44160')).covered, true);
  assert.ok((await deliveryWindows(api, '44160')).windows.length > 0);
  assert.ok((await entregas()).length > 1);
});

test('switching a zone off: only an admin, and only a zone that exists', async () => {
  const id = await demoZoneId();
  const asClient = await call<ZoneAnswer>(SET_ACTIVE, { id, active: false }, DEMO_CLIENT);
  assert.deepEqual([asClient.status, asClient.zone], [false, null]);
  const created = await call<ZoneAnswer>(CREATE, { input: NORTE }, DEMO_CLIENT);
  assert.deepEqual([created.status, created.zone], [false, null]);
  assert.equal((await coverage('44160')).covered, true);
  assert.equal((await zones()).length, 1);
  for (const missing of ['no-es-una-zona', '00000000-0000-4000-8000-000000000001']) {
    const answer = await call<ZoneAnswer>(SET_ACTIVE, { id: missing, active: false });
    assert.deepEqual([answer.status, answer.message], [false, 'No encontramos esa zona de entrega.']);
  }
});
