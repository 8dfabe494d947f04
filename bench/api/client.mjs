// A small GraphQL client for the bench's own set-up and checks (not the load: that is load.mjs).
import { QUERIES } from './queries.mjs';

/** POST /graphql; throws on GraphQL errors. `token` goes in Authorization. */
export async function gql(url, query, variables = {}, token) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A session token of a demo account. */
export async function login(url, { email, password }) {
  const data = await gql(url, QUERIES.login, { email, password, include: false });
  if (!data.login.token) throw new Error(`login ${email}: ${data.login.message}`);
  return data.login.token;
}
