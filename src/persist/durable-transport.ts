// "Written before sent" over an asynchronous store (issue 8). The session writes a secret or its
// own signed entry to the store, then sends; with IndexedDB the write is only queued. This wrapper
// holds every outgoing send and broadcast until the store's writes made before it are durable, and
// releases them in the order they were made. If the page dies in between, nothing that depended on
// the lost write ever left: no peer saw a commitment whose salt is gone, nor an entry at a seq the
// reloaded session will sign again. Incoming messages pass straight through.
import type { MessageHandler, PeerId, Transport } from '../net/transport';

/** What the wrapper needs of a store: IdbStore has it. */
export interface Durability {
  /** True when every write so far is durable. */
  isFlushed(): boolean;
  /** Resolves when every write made before the call is durable; rejects if one failed. */
  flushed(): Promise<void>;
}

/** Something the wrapper could not do, reported rather than thrown from a promise. */
export interface DurableReport {
  readonly kind: 'write-failed' | 'send-threw';
  /** How many held sends this drops (a failed write: the held ones and every later one). */
  readonly dropped: number;
  readonly error: unknown;
}

interface Held {
  readonly ready: Promise<void>;
  readonly deliver: () => void;
}

export class DurableTransport implements Transport {
  private readonly held: Held[] = [];
  private draining: Promise<void> | null = null;
  private failed = false;
  private closed = false;
  private readonly reportHandlers = new Set<(r: DurableReport) => void>();

  constructor(
    private readonly inner: Transport,
    private readonly store: Durability,
  ) {}

  get self(): PeerId {
    return this.inner.self;
  }

  peers(): PeerId[] {
    return this.inner.peers();
  }

  send(to: PeerId, bytes: Uint8Array): void {
    this.enqueue(() => this.inner.send(to, bytes));
  }

  broadcast(bytes: Uint8Array): void {
    this.enqueue(() => this.inner.broadcast(bytes));
  }

  onMessage(handler: MessageHandler): () => void {
    return this.inner.onMessage(handler);
  }

  /** Closes the inner transport; sends still held are dropped (they were never sent). */
  close(): void {
    this.closed = true;
    this.held.length = 0;
    this.inner.close();
  }

  /** Sends waiting for the store. */
  holding(): number {
    return this.held.length;
  }

  /** Resolves once nothing is held (at once if nothing is). */
  async drained(): Promise<void> {
    while (this.draining !== null) await this.draining;
  }

  /** Told when a write fails (its sends are dropped, and every later one) or a send throws. */
  onReport(handler: (r: DurableReport) => void): () => void {
    this.reportHandlers.add(handler);
    return () => this.reportHandlers.delete(handler);
  }

  private enqueue(deliver: () => void): void {
    if (this.closed || this.failed) {
      if (this.failed) this.report({ kind: 'write-failed', dropped: 1, error: new Error('an earlier write failed; nothing more is sent') });
      return;
    }
    // Nothing pending anywhere: send now, so a session with nothing to write is not slowed down.
    // A throw (an oversized message) reaches the caller, as it would without the wrapper.
    if (this.held.length === 0 && this.store.isFlushed()) {
      deliver();
      return;
    }
    // Asked now, so it covers exactly the writes made before this send.
    const ready = this.store.flushed();
    ready.catch(() => undefined); // handled in drain; avoids an unhandled rejection meanwhile
    this.held.push({ ready, deliver });
    this.draining ??= this.drain();
  }

  private async drain(): Promise<void> {
    while (this.held.length > 0) {
      const head = this.held[0]!;
      try {
        await head.ready;
      } catch (error) {
        this.failed = true;
        const dropped = this.held.length;
        this.held.length = 0;
        this.report({ kind: 'write-failed', dropped, error });
        break;
      }
      if (this.held[0] !== head) continue; // closed meanwhile
      this.held.shift();
      this.deliver(head.deliver);
    }
    this.draining = null;
  }

  private deliver(deliver: () => void): void {
    try {
      deliver();
    } catch (error) {
      // A held send has no caller left to throw to (PeerjsTransport throws on an oversized
      // message): report it and send the rest.
      this.report({ kind: 'send-threw', dropped: 1, error });
    }
  }

  private report(r: DurableReport): void {
    for (const h of this.reportHandlers) h(r);
  }
}

/** Wraps a transport so that nothing leaves before the store's earlier writes are durable. */
export function withDurableSends(transport: Transport, store: Durability): DurableTransport {
  return new DurableTransport(transport, store);
}
