import { desc, eq } from 'drizzle-orm';
import { accountTokens } from '../modules/accounts/account-tokens.table.js';
import { outboxMail } from '../modules/mail/outbox-mail.table.js';
import { users } from '../modules/users/users.table.js';
import type { TestApi } from './helper.js';

export interface AccountResult {
  status: boolean;
  message: string;
}

const RESULT = '{ status message }';

/** The account mutations as the storefront sends them; each answers its result object. */
export function accountsClient(api: TestApi) {
  const mutate = async (field: string, args: string, variables: Record<string, unknown>, authorization?: string) => {
    const selection =
      field === 'createUserQuick' ? '{ status message user { id insertedDocId email role isActive } }' : RESULT;
    const query = `mutation (${args}) { ${field}${callArgs(args)} ${selection} }`;
    const { body } = await api.gql<Record<string, AccountResult>>(query, { variables, authorization });
    const result = body.data?.[field];
    if (!result) throw new Error(`${field} failed: ${JSON.stringify(body.errors)}`);
    return result;
  };
  return {
    register: (input: Record<string, unknown>) => mutate('register', '$input: RegisterInput!', { input }),
    confirmEmail: (token: string) => mutate('confirmEmail', '$token: String!', { token }),
    resendConfirmation: (email: string) => mutate('resendConfirmation', '$email: String!', { email }),
    createUserQuick: (input: Record<string, unknown>, authorization?: string) =>
      mutate('createUserQuick', '$input: QuickUserInput!', { input }, authorization),
    activateAccount: (token: string, password: string, birthday?: string | null) =>
      mutate('activateAccount', '$token: String!, $password: String!, $birthday: String', {
        token,
        password,
        birthday,
      }),
    forgotPassword: (email: string) => mutate('forgotPassword', '$email: String!', { email }),
    resetPassword: (token: string, password: string) =>
      mutate('resetPassword', '$token: String!, $password: String!', { token, password }),
    login: async (email: string, password: string, remoteAddress?: string) => {
      const { body } = await api.gql<{ login: AccountResult & { token: string | null } }>(
        'query ($email: String!, $password: String!) { login(email: $email, password: $password) { status message token } }',
        { variables: { email, password }, remoteAddress },
      );
      if (!body.data) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
      return body.data.login;
    },
  };
}

/** "$a: T, $b: U" -> "(a: $a, b: $b)" */
function callArgs(args: string): string {
  const names = args.split(',').map((part) => part.trim().split(':')[0]!.slice(1));
  return `(${names.map((name) => `${name}: $${name}`).join(', ')})`;
}

/** What a failed operation must leave untouched: every user row and every token row. */
export async function storedAccounts(api: TestApi) {
  const { db } = api.app.database;
  const userRows = await db.select().from(users).orderBy(users.email);
  const tokenRows = await db.select().from(accountTokens).orderBy(accountTokens.id);
  return { users: userRows, tokens: tokenRows };
}

export async function userByEmail(api: TestApi, email: string) {
  const [row] = await api.app.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The one-time token of the last link e-mailed (confirm, reset or activate), once the mailer is idle. */
export async function lastMailedLinkToken(api: TestApi): Promise<string> {
  await api.app.services.mail.whenIdle();
  const [mail] = await api.app.database.db.select().from(outboxMail).orderBy(desc(outboxMail.id)).limit(1);
  return /\/(?:confirm|reset|active)\/([\w-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
}
