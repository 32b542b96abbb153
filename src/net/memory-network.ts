// An in-memory network of peers with seeded, controllable faults: delay, loss, duplication and
// reordering, and links that can be cut and healed. Time is virtual: nothing happens until the
// test (or the simulator) calls `run()` or `step()`, so every run with the same seed and the same
// sends is identical.
import { createDrbg, type Drbg } from '../../crypto/drbg';
import type { MessageHandler, PeerId, Transport } from './transport';

export interface NetworkFaults {
  /** Delivery delay in virtual ticks, drawn uniformly in [min, max]. */
  readonly delay?: readonly [number, number];
  /** Chance, in thousandths, that a message is lost. */
  readonly lossPerMille?: number;
  /** Chance, in thousandths, that a message is delivered twice. */
  readonly duplicatePerMille?: number;
}

interface InFlight {
  readonly at: number;
  readonly order: number;
  readonly from: PeerId;
  readonly to: PeerId;
  readonly bytes: Uint8Array;
}

const linkKey = (a: PeerId, b: PeerId) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export class MemoryNetwork {
  private readonly handlers = new Map<PeerId, Set<MessageHandler>>();
  private readonly cut = new Set<string>();
  private queue: InFlight[] = [];
  private sent = 0;
  private readonly rng: Drbg;
  private readonly faults: Required<NetworkFaults>;
  /** The current virtual time. */
  now = 0;
  /** Messages and bytes handed to the network, per sender (for benchmarks). */
  readonly stats = new Map<PeerId, { messages: number; bytes: number }>();

  constructor(seed: Uint8Array, faults: NetworkFaults = {}) {
    this.rng = createDrbg(seed, 'memory-network');
    this.faults = { delay: faults.delay ?? [1, 1], lossPerMille: faults.lossPerMille ?? 0, duplicatePerMille: faults.duplicatePerMille ?? 0 };
    const [min, max] = this.faults.delay;
    if (!(Number.isInteger(min) && Number.isInteger(max) && min >= 0 && max >= min)) throw new RangeError(`expected a delay range of whole ticks, got [${min}, ${max}]`);
  }

  /** Adds a peer and returns its transport. */
  join(self: PeerId): Transport {
    if (this.handlers.has(self)) throw new RangeError(`expected a new peer id, got ${self} twice`);
    this.handlers.set(self, new Set());
    return {
      self,
      peers: () => this.reachable(self),
      send: (to, bytes) => this.enqueue(self, to, bytes),
      broadcast: (bytes) => this.reachable(self).forEach((to) => this.enqueue(self, to, bytes)),
      onMessage: (handler) => {
        this.handlers.get(self)?.add(handler);
        return () => this.handlers.get(self)?.delete(handler);
      },
      close: () => this.handlers.delete(self),
    };
  }

  /** Takes the link between two peers down (both directions) until `heal`. */
  cutLink(a: PeerId, b: PeerId): void {
    this.cut.add(linkKey(a, b));
  }

  healLink(a: PeerId, b: PeerId): void {
    this.cut.delete(linkKey(a, b));
  }

  private reachable(self: PeerId): PeerId[] {
    return [...this.handlers.keys()].filter((p) => p !== self && !this.cut.has(linkKey(self, p))).sort();
  }

  private enqueue(from: PeerId, to: PeerId, bytes: Uint8Array): void {
    const stat = this.stats.get(from) ?? { messages: 0, bytes: 0 };
    this.stats.set(from, { messages: stat.messages + 1, bytes: stat.bytes + bytes.length });
    if (this.cut.has(linkKey(from, to)) || !this.handlers.has(to)) return;
    if (this.rng.int(1000) < this.faults.lossPerMille) return;
    const copies = this.rng.int(1000) < this.faults.duplicatePerMille ? 2 : 1;
    const [min, max] = this.faults.delay;
    for (let i = 0; i < copies; i++) {
      const at = this.now + min + this.rng.int(max - min + 1);
      this.queue.push({ at, order: this.sent++, from, to, bytes: bytes.slice() });
    }
  }

  /** Whether any message is still in flight. */
  get idle(): boolean {
    return this.queue.length === 0;
  }

  /** Delivers every message due at the next time any message is due; returns false when idle. */
  step(): boolean {
    if (this.queue.length === 0) return false;
    this.now = Math.min(...this.queue.map((m) => m.at));
    const due = this.queue.filter((m) => m.at === this.now).sort((a, b) => a.order - b.order);
    this.queue = this.queue.filter((m) => m.at !== this.now);
    for (const m of due) this.handlers.get(m.to)?.forEach((h) => h(m.from, m.bytes));
    return true;
  }

  /**
   * Delivers messages until none is in flight (handlers may send more), at most `maxSteps` times.
   * @throws RangeError if the network is still busy after maxSteps (a livelock in the protocol).
   */
  run(maxSteps = 1_000_000): void {
    for (let i = 0; i < maxSteps; i++) if (!this.step()) return;
    throw new RangeError(`expected the network to go idle, still busy after ${maxSteps} steps`);
  }
}
