/** At most `limit` messages in any window of `windowMs` (a fixed window). */
export class MessageBudget {
  private windowStart = 0;
  private spent = 0;

  constructor(
    private readonly rule: { limit: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  spend(): boolean {
    const time = this.now();
    if (time - this.windowStart >= this.rule.windowMs) {
      this.windowStart = time;
      this.spent = 0;
    }
    this.spent += 1;
    return this.spent <= this.rule.limit;
  }
}

interface AddressEntry {
  connections: number;
  messages: MessageBudget;
}

/**
 * Open websocket connections and messages per client address, across all its connections. An
 * address is remembered only while it has a connection open, so the ledger is bounded by the
 * number of open connections (each address at most `connections` of them).
 */
export class WebsocketAddressLedger {
  private readonly addresses = new Map<string, AddressEntry>();

  constructor(
    private readonly limits: { connections: number; messages: { limit: number; windowMs: number } },
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a new connection of `address`; false (nothing counted) when it already has its cap. */
  open(address: string): boolean {
    const entry = this.addresses.get(address) ?? {
      connections: 0,
      messages: new MessageBudget(this.limits.messages, this.now),
    };
    if (entry.connections >= this.limits.connections) return false;
    entry.connections += 1;
    this.addresses.set(address, entry);
    return true;
  }

  /** A connection `open` counted has closed. */
  release(address: string): void {
    const entry = this.addresses.get(address);
    if (!entry) return;
    entry.connections -= 1;
    if (entry.connections <= 0) this.addresses.delete(address);
  }

  /** Spends one message of `address`' shared budget; false once it is spent. */
  spend(address: string): boolean {
    const entry = this.addresses.get(address);
    return entry ? entry.messages.spend() : false;
  }
}
