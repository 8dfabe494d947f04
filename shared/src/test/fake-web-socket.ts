// Test double of the browser WebSocket, enough for graphql-ws: the test plays the server.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A WebSocket whose server side the test drives by hand. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket created, oldest first. */
  static readonly instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeWebSocket.instances.push(this);
  }

  /** The first socket, once the client has created it (it connects asynchronously). */
  static async next(): Promise<FakeWebSocket> {
    for (let tries = 0; tries < 20 && FakeWebSocket.instances.length === 0; tries++) await flush();
    const socket = FakeWebSocket.instances[0];
    if (!socket) throw new Error('no websocket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1000, reason = ''): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason });
  }

  sentMessages(): unknown[] {
    return this.sent.map((data) => JSON.parse(data));
  }

  async serverOpens(): Promise<void> {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
    await flush();
  }

  async serverSends(message: object): Promise<void> {
    this.onmessage?.({ data: JSON.stringify(message) });
    await flush();
  }
}
