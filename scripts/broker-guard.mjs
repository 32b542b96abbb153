// What keeps one broker client from hurting the others. The `peer` package relays whatever a
// client sends and keeps every message for an id that is not connected in a queue with no bound
// (one client sending offers to absent ids grew it past 1 GB in seconds). This guard sits in
// front of it: it counts clients per address, meters each client's messages and bytes, holds the
// messages for absent ids itself in a bounded queue (delivered when the id connects, expired back
// to the sender as PeerJS's EXPIRE otherwise), and drops relays to a client that does not read.
// The figures are in the top README ("Security") and src/net/README.md.

export const DEFAULT_BROKER_LIMITS = Object.freeze({
  /** Ids registered at once (the `peer` package's concurrent_limit). */
  maxClients: 1000,
  /** WebSocket connections from one IP address: a 6-player game on one machine uses about 20. */
  maxClientsPerAddress: 64,
  /** New connections from one address per second, sustained, and in one burst. */
  connectionsPerSecond: 10,
  burstConnections: 64,
  /** Messages a client may send per second, sustained, and in one burst. A page dialling 13 peers sends about 200. */
  messagesPerSecond: 50,
  burstMessages: 400,
  /** Bytes a client may send per second, sustained, and in one burst (an offer is 2–5 KB). */
  bytesPerSecond: 128 * 1024,
  burstBytes: 512 * 1024,
  /** The same, for all the clients of one address together: opening more connections buys no more. */
  addressMessagesPerSecond: 200,
  addressBurstMessages: 1000,
  addressBytesPerSecond: 512 * 1024,
  addressBurstBytes: 2 * 1024 * 1024,
  /** Messages waiting for an id that is not connected: per id, per sender, and in all. */
  maxQueuedPerTarget: 64,
  maxQueuedBytesPerTarget: 256 * 1024,
  maxQueuedBytesPerSender: 256 * 1024,
  maxQueuedBytes: 8 * 1024 * 1024,
  /** A waiting message is given up (and its sender told, EXPIRE) after this long. */
  queueExpiryMs: 5000,
  /** A client with more than this many bytes not yet written to it gets no more relays until it reads. */
  maxBufferedBytes: 1024 * 1024,
});

/** Message types the `peer` package relays to `dst`; the rest (HEARTBEAT) stay with the broker. */
const RELAYED = new Set(['OFFER', 'ANSWER', 'CANDIDATE', 'LEAVE', 'EXPIRE']);
/** Relayed types that are never kept for an absent id (the `peer` package drops them too). */
const NOT_QUEUED = new Set(['LEAVE', 'EXPIRE']);

/** A token bucket: `rate` per second, at most `burst` saved up. */
class Bucket {
  constructor(rate, burst, now) {
    this.rate = rate;
    this.burst = burst;
    this.level = burst;
    this.at = now;
  }

  take(amount, now) {
    this.level = Math.min(this.burst, this.level + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.level < amount) return false;
    this.level -= amount;
    return true;
  }
}

export class BrokerGuard {
  /**
   * @param {Partial<typeof DEFAULT_BROKER_LIMITS>} limits
   * @param {(message: string) => void} log
   * @param {() => number} [now]
   */
  constructor(limits, log, now = Date.now) {
    this.limits = { ...DEFAULT_BROKER_LIMITS, ...limits };
    this.log = log;
    this.now = now;
    /** @type {Map<string, { open: number, connections: Bucket, messages: Bucket, bytes: Bucket }>} per remote address */
    this.addresses = new Map();
    /** @type {Map<string, import('ws').WebSocket>} registered ids */
    this.online = new Map();
    /** @type {WeakMap<import('ws').WebSocket, { id: string | null, cut: boolean, address: string, messages: Bucket, bytes: Bucket }>} */
    this.meters = new WeakMap();
    /** @type {Map<string, { src: string, type: string, text: string, at: number }[]>} waiting messages per absent id */
    this.queues = new Map();
    /** @type {Map<string, number>} waiting bytes per sender */
    this.queuedBySender = new Map();
    this.queuedBytes = 0;
    /** Counters for tests and logs. */
    this.stats = { refusedUpgrades: 0, rateLimited: 0, queueFull: 0, notReading: 0, expired: 0 };
    this.sweeper = setInterval(() => this.expire(), 1000);
    this.sweeper.unref?.();
  }

  /** The meters of one remote address (kept while it has sockets open, or recently had). */
  address(req) {
    const key = req.socket.remoteAddress ?? '?';
    let a = this.addresses.get(key);
    if (a === undefined) {
      const l = this.limits;
      const now = this.now();
      a = { key, open: 0, connections: new Bucket(l.connectionsPerSecond, l.burstConnections, now), messages: new Bucket(l.addressMessagesPerSecond, l.addressBurstMessages, now), bytes: new Bucket(l.addressBytesPerSecond, l.addressBurstBytes, now) };
      this.addresses.set(key, a);
    }
    return a;
  }

  /** Why this upgrade is refused (an HTTP status and reason), or null to accept it. */
  refuseUpgrade(req) {
    const a = this.address(req);
    const l = this.limits;
    let reason = null;
    if (a.open >= l.maxClientsPerAddress) reason = `at most ${l.maxClientsPerAddress} broker connections per address`;
    else if (!a.connections.take(1, this.now())) reason = `at most ${l.connectionsPerSecond} new broker connections per second per address`;
    if (reason === null) return null;
    this.stats.refusedUpgrades += 1;
    return { status: 429, reason };
  }

  /** A socket opened: count it against its address, meter it, forget it when it closes. */
  track(ws, req) {
    const a = this.address(req);
    a.open += 1;
    const now = this.now();
    this.meters.set(ws, { id: null, cut: false, address: a, messages: new Bucket(this.limits.messagesPerSecond, this.limits.burstMessages, now), bytes: new Bucket(this.limits.bytesPerSecond, this.limits.burstBytes, now) });
    ws.once('close', () => {
      a.open -= 1;
    });
  }

  /** The `peer` package registered `id` on `ws`: deliver what waited for it. */
  registered(id, ws) {
    const meter = this.meters.get(ws);
    if (meter !== undefined) meter.id = id;
    this.online.set(id, ws);
    const waiting = this.queues.get(id);
    if (waiting === undefined) return;
    this.queues.delete(id);
    for (const m of waiting) {
      this.release(m);
      ws.send(m.text);
    }
  }

  /** `id` left the broker. */
  gone(id) {
    this.online.delete(id);
  }

  /**
   * A message from `ws`: true lets the `peer` package handle it (it relays to a connected id);
   * false means the guard took it (queued for an absent id) or dropped it.
   * @param {import('ws').WebSocket} ws
   * @param {Buffer | ArrayBuffer | Buffer[]} data
   */
  admit(ws, data) {
    const meter = this.meters.get(ws);
    if (meter === undefined || meter.id === null || meter.cut) return false;
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
    const now = this.now();
    const a = meter.address;
    if (!meter.messages.take(1, now) || !meter.bytes.take(size, now) || !a.messages.take(1, now) || !a.bytes.take(size, now)) {
      // Cut off at once: what it sent meanwhile is dropped unread, and it is told why.
      meter.cut = true;
      this.stats.rateLimited += 1;
      this.log(`broker: ${meter.id} (${a.key}) is over the rate limit; disconnected`);
      ws.close(1008, `over the broker's rate limit (${this.limits.messagesPerSecond} messages, ${this.limits.bytesPerSecond / 1024} KiB per second)`);
      setTimeout(() => ws.terminate(), 1000).unref?.();
      return false;
    }
    let message;
    try {
      message = JSON.parse(String(Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)));
    } catch {
      return true; // the `peer` package reports it
    }
    if (message === null || typeof message !== 'object' || !RELAYED.has(message.type) || typeof message.dst !== 'string') return true;
    const target = this.online.get(message.dst);
    if (target !== undefined) {
      if (target.bufferedAmount <= this.limits.maxBufferedBytes) return true;
      this.stats.notReading += 1;
      return false;
    }
    if (!NOT_QUEUED.has(message.type)) this.hold(meter.id, message, size, now);
    return false;
  }

  /** Keeps a message for an absent id, within the limits; else drops it (the sender's dial times out). */
  hold(src, message, size, now) {
    const queue = this.queues.get(message.dst) ?? [];
    const queuedBytes = queue.reduce((n, m) => n + m.text.length, 0);
    const l = this.limits;
    if (queue.length >= l.maxQueuedPerTarget || queuedBytes + size > l.maxQueuedBytesPerTarget || (this.queuedBySender.get(src) ?? 0) + size > l.maxQueuedBytesPerSender || this.queuedBytes + size > l.maxQueuedBytes) {
      this.stats.queueFull += 1;
      return;
    }
    const text = JSON.stringify({ type: message.type, src, dst: message.dst, payload: message.payload });
    queue.push({ src, type: message.type, text, at: now });
    this.queues.set(message.dst, queue);
    this.queuedBySender.set(src, (this.queuedBySender.get(src) ?? 0) + text.length);
    this.queuedBytes += text.length;
  }

  release(m) {
    const left = (this.queuedBySender.get(m.src) ?? 0) - m.text.length;
    if (left > 0) this.queuedBySender.set(m.src, left);
    else this.queuedBySender.delete(m.src);
    this.queuedBytes -= m.text.length;
  }

  /** Gives up messages that waited too long and tells each sender once per absent id (PeerJS: peer-unavailable). */
  expire() {
    const now = this.now();
    for (const [key, a] of this.addresses) if (a.open === 0 && now - a.connections.at > 60_000) this.addresses.delete(key);
    const cutoff = now - this.limits.queueExpiryMs;
    for (const [dst, queue] of this.queues) {
      const old = queue.filter((m) => m.at <= cutoff);
      if (old.length === 0) continue;
      for (const m of old) this.release(m);
      const kept = queue.filter((m) => m.at > cutoff);
      if (kept.length > 0) this.queues.set(dst, kept);
      else this.queues.delete(dst);
      this.stats.expired += old.length;
      for (const src of new Set(old.map((m) => m.src))) this.online.get(src)?.send(JSON.stringify({ type: 'EXPIRE', src: dst, dst: src }));
    }
  }

  close() {
    clearInterval(this.sweeper);
    this.addresses.clear();
    this.queues.clear();
    this.queuedBySender.clear();
    this.queuedBytes = 0;
  }
}
