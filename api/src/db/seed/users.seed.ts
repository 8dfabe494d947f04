import type { AddressValue, RoleName } from '../../modules/users/users.table.js';

export interface UserSeed {
  name: string;
  lastname: string;
  email: string;
  password: string;
  role: RoleName;
  isActive: boolean;
  isEmailVerified: boolean;
  birthday: string | null;
  address: AddressValue | null;
  /** Days after 2024-01-15 when the account was created: gives the createdAt cursor distinct values. */
  joinedAfterDays: number;
}

export const DEMO_ADMIN = { email: 'admin@delcampo.mx', password: 'admin123' } as const;
export const DEMO_CLIENT = { email: 'cliente@delcampo.mx', password: 'cliente123' } as const;

const guadalajara = (street1: string, zip: string, city = 'Guadalajara'): AddressValue => ({
  country: 'México',
  street1,
  street2: null,
  city,
  state: 'Jalisco',
  zip,
});

type Sample = [name: string, lastname: string, email: string, birthday: string | null, extra?: Partial<UserSeed>];

// Two "María" and two "García" on purpose: the keyset tie-breaker (id) must keep paging exact.
const SAMPLE_CLIENTS: Sample[] = [
  ['María', 'López', 'maria.lopez@example.com', '1990-04-12'],
  ['José', 'Hernández', 'jose.hernandez@example.com', null],
  ['Guadalupe', 'Martínez', 'guadalupe.martinez@example.com', '1985-12-12', { isEmailVerified: false }],
  ['Juan', 'García', 'juan.garcia@example.com', '1978-07-30'],
  ['María', 'García', 'maria.garcia@example.com', null],
  ['Luis', 'Pérez', 'luis.perez@example.com', '2001-02-03', { isEmailVerified: false }],
  ['Fernanda', 'Torres', 'fernanda.torres@example.com', '1995-09-21'],
  ['Ricardo', 'Sánchez', 'ricardo.sanchez@example.com', null],
  ['Sofía', 'Ramírez', 'sofia.ramirez@example.com', '1999-11-05'],
  ['Pedro', 'Jiménez', 'pedro.jimenez@example.com', '1982-05-17', { isActive: false }],
];

const ADDRESSES = [
  guadalajara('Av. Chapultepec 480, Col. Americana', '44160'),
  guadalajara('Calle Hidalgo 1234, Col. Centro', '44100'),
  guadalajara('Av. Patria 2085, Col. Puerta de Hierro', '45116', 'Zapopan'),
  guadalajara('Calle Independencia 210, Centro', '45500', 'San Pedro Tlaquepaque'),
];

export const USER_SEED: UserSeed[] = [
  {
    ...DEMO_ADMIN,
    name: 'Ana',
    lastname: 'Administradora',
    role: 'ADMIN',
    isActive: true,
    isEmailVerified: true,
    birthday: '1988-03-08',
    address: ADDRESSES[0] ?? null,
    joinedAfterDays: 0,
  },
  {
    ...DEMO_CLIENT,
    name: 'Carlos',
    lastname: 'Cliente',
    role: 'CLIENT',
    isActive: true,
    isEmailVerified: true,
    birthday: '1992-10-24',
    address: ADDRESSES[1] ?? null,
    joinedAfterDays: 3,
  },
  ...SAMPLE_CLIENTS.map(([name, lastname, email, birthday, extra], index): UserSeed => ({
    name,
    lastname,
    email,
    password: DEMO_CLIENT.password,
    role: 'CLIENT',
    isActive: true,
    isEmailVerified: true,
    birthday,
    address: ADDRESSES[index % ADDRESSES.length] ?? null,
    joinedAfterDays: 10 + index * 17,
    ...extra,
  })),
];
