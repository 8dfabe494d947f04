import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page, WebSocketRoute } from 'playwright-core';
import { DEMO_ADMIN, logIn, openRecordedPage } from './support/browser-page.ts';
import { useSiteAndBrowser } from './support/suite.ts';

// The dashboard's websocket against a scripted server (Playwright's routeWebSocket): the client
// must retry by the spec's policy (wait 1000 ms doubled per attempt plus 300-3000 ms) after an
// ordinary close, and stop for good after a fatal close code.
const suite = useSiteAndBrowser();

interface Channel {
  connections: number[];
  closes: number[];
}

/**
 * Answers connection_init, then closes the socket with `code` when the subscription starts. An
 * acknowledged connection resets graphql-ws' retry count, so each such drop waits like a first retry.
 */
function closeOnSubscribe(ws: WebSocketRoute, code: number, channel: Channel) {
  ws.onMessage((message) => {
    const { type } = JSON.parse(String(message)) as { type: string };
    if (type === 'connection_init') ws.send(JSON.stringify({ type: 'connection_ack' }));
    if (type === 'subscribe') {
      channel.closes.push(Date.now());
      void ws.close({ code, reason: 'drill' });
    }
  });
}

/** Closes the socket with `code` before acknowledging it: the retries count up and the waits double. */
function closeOnInit(ws: WebSocketRoute, code: number, channel: Channel) {
  ws.onMessage(() => {
    channel.closes.push(Date.now());
    void ws.close({ code, reason: 'drill' });
  });
}

async function openDashboard(page: Page) {
  await logIn(page, suite.site.hostUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.getByTestId('navbar-user').waitFor();
  await page.goto(`${suite.site.hostUrl}/admin`);
  await page.getByTestId('tile-orders').waitFor();
}

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
}

test('after an ordinary close the dashboard says "Reconectando…", retries by the policy, then is live again', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  const channel: Channel = { connections: [], closes: [] };
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    channel.connections.push(Date.now());
    // Two drops with 4504 (acknowledgement timeout: not fatal), then the real server.
    if (channel.connections.length <= 2) closeOnInit(ws, 4504, channel);
    else ws.connectToServer();
  });
  await openDashboard(page);
  await page.getByTestId('live-status').getByText('Reconectando…').waitFor();
  assert.ok(await until(() => channel.connections.length === 3, 20_000), `${channel.connections.length} connections`);
  await page.getByTestId('live-status').getByText('En vivo').waitFor();

  const firstWait = channel.connections[1]! - channel.closes[0]!;
  const secondWait = channel.connections[2]! - channel.closes[1]!;
  assert.ok(firstWait >= 1_250 && firstWait <= 5_000, `first retry after ${firstWait} ms (1300-4000 expected)`);
  assert.ok(secondWait >= 2_250 && secondWait <= 6_000, `second retry after ${secondWait} ms (2300-5000 expected)`);
  await context.close();
});

test('after a fatal close code (4403) the dashboard stops retrying and says the figures are not live', async () => {
  const { page, context } = await openRecordedPage(suite.browser);
  const channel: Channel = { connections: [], closes: [] };
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    channel.connections.push(Date.now());
    closeOnSubscribe(ws, 4403, channel);
  });
  await openDashboard(page);
  await page.getByTestId('live-status').getByText('Sin actualización en vivo').waitFor();
  // Longer than the longest first retry wait (1000 + 3000 ms): a retry would have come by now.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  assert.equal(channel.connections.length, 1, 'no reconnection after 4403');
  assert.match((await page.getByTestId('tile-orders').textContent()) ?? '', /\d/, 'the figures stay on screen');
  await context.close();
});
