import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { DomainEvents, EVENT_TOPICS } from './domain-events.js';
import { createEventTransport } from './event-emitter.js';

const silent = { error: () => undefined, warn: () => undefined, info: () => undefined };

function listen(events: DomainEvents): unknown[] {
  const heard: unknown[] = [];
  events.emitter.on(EVENT_TOPICS.dashboardChanged, (message, done) => {
    heard.push(message.payload);
    done();
  });
  return heard;
}

test('a burst of changes is sent as one event after the coalescing window', async () => {
  const events = new DomainEvents(createEventTransport(undefined, silent), silent, 50);
  const heard = listen(events);
  for (let change = 0; change < 5; change += 1) events.dashboardChanged();
  assert.equal(heard.length, 0, 'nothing before the window ends');
  await delay(120);
  assert.equal(heard.length, 1);
  assert.match((heard[0] as { sentAt: string }).sentAt, /^\d{4}-\d{2}-\d{2}T/);
  events.dashboardChanged();
  await delay(120);
  assert.equal(heard.length, 2, 'a later change is a new event');
  await events.close();
});

test('close sends the pending event, and nothing is sent after it', async () => {
  const events = new DomainEvents(createEventTransport(undefined, silent), silent, 10_000);
  const heard = listen(events);
  events.dashboardChanged();
  await events.close();
  assert.equal(heard.length, 1);
  events.dashboardChanged();
  await delay(30);
  assert.equal(heard.length, 1);
});

test('an unreachable Redis neither crashes the process nor holds up shutdown', async () => {
  const events = new DomainEvents(createEventTransport('redis://127.0.0.1:1', silent), silent, 10_000);
  events.dashboardChanged();
  const started = Date.now();
  await events.close();
  assert.ok(Date.now() - started < 2_000, `close took ${Date.now() - started} ms`);
});
