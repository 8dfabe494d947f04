import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Duplex } from 'node:stream';

/** Just enough of a WebSocket client (RFC 6455, small text frames) to test the handshake and replies. */
export interface MiniWebSocket {
  protocol: string;
  send(text: string): void;
  nextMessage(): Promise<string>;
  close(): void;
}

export function openWebSocket(url: string, protocol: string): Promise<MiniWebSocket> {
  return new Promise((resolve, reject) => {
    const upgrade = request(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-protocol': protocol,
      },
    });
    upgrade.on('upgrade', (response, socket) =>
      resolve(wrap(socket, String(response.headers['sec-websocket-protocol']))),
    );
    upgrade.on('response', (response) => reject(new Error(`No upgrade: HTTP ${response.statusCode}`)));
    upgrade.on('error', reject);
    upgrade.end();
  });
}

function wrap(socket: Duplex, protocol: string): MiniWebSocket {
  return {
    protocol,
    send: (text) => socket.write(maskedTextFrame(text)),
    nextMessage: () =>
      new Promise((resolve) => {
        socket.once('data', (frame: Buffer) => {
          // Server frames are unmasked; the short replies here fit the 7-bit length form.
          const length = (frame[1] ?? 0) & 0x7f;
          resolve(frame.subarray(2, 2 + length).toString('utf8'));
        });
      }),
    close: () => socket.destroy(),
  };
}

function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  if (payload.length > 125) throw new Error('MiniWebSocket only sends short frames');
  const mask = randomBytes(4);
  const masked = payload.map((byte, index) => byte ^ (mask[index % 4] ?? 0));
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]);
}
