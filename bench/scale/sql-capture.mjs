// A loopback pass-through in front of PostgreSQL that records the SQL the API sends (the wire's
// Parse/Bind/Query messages), so the report explains the very statements the resolvers ran.
import { once } from 'node:events';
import net from 'node:net';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/** Reads the frontend messages of one connection and calls `onStatement({ sql, params })`. */
export function frontendReader(onStatement) {
  let pending = Buffer.alloc(0);
  let startupDone = false;
  const prepared = new Map();
  const readString = (buffer, at) => {
    const end = buffer.indexOf(0, at);
    return { text: buffer.toString('utf8', at, end), next: end + 1 };
  };
  const onMessage = (type, body) => {
    if (type === 'Q') onStatement({ sql: readString(body, 0).text, params: [] });
    if (type === 'P') {
      const name = readString(body, 0);
      prepared.set(name.text, readString(body, name.next).text);
    }
    if (type === 'B') onStatement(readBind(body, readString, prepared));
  };
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      if (!startupDone) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        const code = pending.readInt32BE(4);
        startupDone = code !== SSL_REQUEST && code !== GSS_REQUEST;
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < length + 1) return;
      onMessage(String.fromCharCode(pending[0]), pending.subarray(5, length + 1));
      pending = pending.subarray(length + 1);
    }
  };
}

function readBind(body, readString, prepared) {
  const portal = readString(body, 0);
  const statement = readString(body, portal.next);
  let at = statement.next;
  const formatCount = body.readInt16BE(at);
  const formats = Array.from({ length: formatCount }, (_, index) => body.readInt16BE(at + 2 + index * 2));
  at += 2 + formatCount * 2;
  const paramCount = body.readInt16BE(at);
  at += 2;
  const params = [];
  for (let index = 0; index < paramCount; index += 1) {
    const length = body.readInt32BE(at);
    at += 4;
    const binary = (formats.length === 1 ? formats[0] : formats[index]) === 1;
    params.push(length < 0 ? null : binary ? body.subarray(at, at + length) : body.toString('utf8', at, at + length));
    at += Math.max(0, length);
  }
  return { sql: prepared.get(statement.text) ?? '', params };
}

/**
 * Listens on 127.0.0.1 and forwards to the PostgreSQL of `databaseUrl`; `url` is the same database
 * through the proxy. Statements are kept only between `start()` and `stop()`.
 */
export async function startSqlCapture(databaseUrl) {
  const target = new URL(databaseUrl);
  let recording = null;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const read = frontendReader((statement) => recording?.push(statement));
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => (socket === client ? upstream : client).destroy());
    }
    client.on('data', (chunk) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('end', () => upstream.end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(server.address().port);
  return {
    url: url.toString(),
    start: () => (recording = []),
    stop: () => {
      const statements = recording ?? [];
      recording = null;
      return statements;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
