// A scripted malicious peer for the tests: it wraps the transport of a seat whose session plays
// normally, and rewrites that seat's outgoing entries with an attack. Whatever it sends is re-
// chained and re-signed with the seat's own key, so the honest peers see a validly signed chain
// that deviates exactly where the attack says — and nowhere else.
import { decodeLogEntry, encodeLogEntry, entryId, makeLogEntry, toHex, zeroHash, type CanonicalValue, type KeyPair, type LogEntry, type UnsignedLogEntry } from '../../crypto/index';
import type { PeerId, Transport } from '../net/transport';
import type { GameSetup } from './setup';
import { decodeMessage, encodeMessage } from './wire';

export interface AttackContext {
  /** Signs `fields` as the next entry of the malicious chain (or at `at`, to equivocate). */
  sign(fields: Pick<UnsignedLogEntry, 'kind' | 'body' | 'stateHash'>, at?: { seq: number; prev: Uint8Array }): LogEntry;
  /** Where the next entry of the malicious chain goes. */
  readonly next: { seq: number; prev: Uint8Array };
  send(to: PeerId, entry: LogEntry): void;
  broadcast(entry: LogEntry): void;
  sendRaw(to: PeerId, bytes: Uint8Array): void;
  peers(): PeerId[];
}

/** Called for each entry the seat's own session writes; by default the entry goes out unchanged. */
export type Attack = (entry: LogEntry, ctx: AttackContext) => void;

export function maliciousTransport(inner: Transport, keys: KeyPair, seats: number, attack: Attack): Transport {
  const next = { seq: 0, prev: zeroHash() };
  /** What each original entry of the session became, so sync answers stay consistent. */
  const rewritten = new Map<string, Uint8Array>();
  /** Ids of the entries this wrapper signed: passed on unchanged when the session re-broadcasts them. */
  const produced = new Set<string>();
  let current = '';
  const ctx: AttackContext = {
    next,
    sign(fields, at) {
      const where = at ?? next;
      const entry = makeLogEntry(keys.secretKey, { game: entryGame, author: keys.publicKey, seq: where.seq, prev: where.prev, kind: fields.kind, body: fields.body, stateHash: fields.stateHash });
      produced.add(toHex(entryId(entry)));
      if (at === undefined) {
        next.seq++;
        next.prev = entryId(entry);
      }
      return entry;
    },
    send: (to, entry) => {
      rewritten.set(current, encodeLogEntry(entry));
      inner.send(to, encodeMessage({ t: 'entry', e: encodeLogEntry(entry) }));
    },
    broadcast: (entry) => {
      rewritten.set(current, encodeLogEntry(entry));
      inner.broadcast(encodeMessage({ t: 'entry', e: encodeLogEntry(entry) }));
    },
    sendRaw: (to, bytes) => inner.send(to, bytes),
    peers: () => inner.peers(),
  };
  let entryGame: Uint8Array = new Uint8Array(32);
  const own = (bytes: Uint8Array): LogEntry | null => {
    const m = decodeMessage(bytes, seats);
    if (!m.ok || m.value.t !== 'entry') return null;
    const e = decodeLogEntry(m.value.e);
    return e.ok && toHex(e.value.author) === toHex(keys.publicKey) ? e.value : null;
  };
  return {
    self: inner.self,
    peers: () => inner.peers(),
    onMessage: (h) => inner.onMessage(h),
    close: () => inner.close(),
    broadcast(bytes) {
      const entry = own(bytes);
      if (entry === null) return inner.broadcast(bytes);
      const key = toHex(entryId(entry));
      if (produced.has(key)) return inner.broadcast(bytes);
      if (rewritten.has(key)) return inner.broadcast(encodeMessage({ t: 'entry', e: rewritten.get(key)! }));
      entryGame = entry.game;
      current = key;
      attack(entry, ctx);
    },
    send(to, bytes) {
      const entry = own(bytes);
      if (entry === null) return inner.send(to, bytes);
      if (produced.has(toHex(entryId(entry)))) return inner.send(to, bytes);
      const replaced = rewritten.get(toHex(entryId(entry)));
      if (replaced !== undefined) inner.send(to, encodeMessage({ t: 'entry', e: replaced }));
    },
  };
}

/** The attack that changes nothing: re-chains and forwards every entry. */
export const honest: Attack = (entry, ctx) => ctx.broadcast(ctx.sign(entry));

/** Rewrites the first entry of `kind` with `change`; every other entry goes out unchanged. */
export function onFirst(kind: string, change: (entry: LogEntry, ctx: AttackContext) => void): Attack {
  let done = false;
  return (entry, ctx) => {
    if (!done && entry.kind === kind) {
      done = true;
      return change(entry, ctx);
    }
    honest(entry, ctx);
  };
}

const flip = (bytes: unknown): Uint8Array => {
  const out = (bytes as Uint8Array).slice();
  out[0] = out[0]! ^ 1;
  return out;
};
const bodyOf = (e: LogEntry) => e.body as Record<string, CanonicalValue>;

/**
 * The attacks of the kit by name (`npm run simulate -- --cheat KIND@SEAT`, malicious.test.ts): each
 * deviates once (or, for withhold-open, goes silent) and is otherwise honest. `setup` gives the
 * other seats' keys (a forgery claims one).
 */
export const ATTACKS = {
  /** A move for a decision that is not its own, before its first commitment. */
  'out-of-turn': () =>
    onFirst('commit', (entry, ctx) => {
      ctx.broadcast(ctx.sign({ kind: 'move', body: { ref: 'not-my-turn', move: null, heads: bodyOf(entry).heads! }, stateHash: entry.stateHash }));
      ctx.broadcast(ctx.sign(entry));
    }),
  /** Its first move, emptied of everything but its kind and house: the engine refuses it. */
  'illegal-move': () =>
    onFirst('move', (entry, ctx) => {
      const move = bodyOf(entry).move as { kind: string; house: string };
      ctx.broadcast(ctx.sign({ ...entry, body: { ...bodyOf(entry), move: { kind: move.kind, house: move.house } } }));
    }),
  /** Its first opening with another salt: it does not match the commitment. */
  'bad-opening': () => onFirst('open', (entry, ctx) => ctx.broadcast(ctx.sign({ ...entry, body: { ...bodyOf(entry), salt: flip(bodyOf(entry).salt) } }))),
  /** Two different first commitments at one seq, to two halves of its peers. */
  equivocate: () =>
    onFirst('commit', (entry, ctx) => {
      const at = { ...ctx.next };
      const a = ctx.sign(entry);
      const b = ctx.sign({ ...entry, body: { ...bodyOf(entry), commitment: flip(bodyOf(entry).commitment) } }, at);
      const peers = ctx.peers().sort();
      peers.forEach((p, i) => ctx.send(p, i % 2 === 0 ? a : b));
    }),
  /** Its first decryption share, altered: it does not match its published key. */
  'bad-share': () => onFirst('share', (entry, ctx) => ctx.broadcast(ctx.sign({ ...entry, body: { ...bodyOf(entry), key: flip(bodyOf(entry).key) } }))),
  /** An entry claiming another seat as author, with its own signature: junk nobody signed. */
  forge: (setup: GameSetup, seat: number) =>
    onFirst('commit', (entry, ctx) => {
      ctx.broadcast(ctx.sign(entry));
      const victim = setup.seats[(seat + 1) % setup.seats.length]!.publicKey;
      const forged = { ...ctx.sign(entry, { seq: 999_999, prev: zeroHash() }), author: victim };
      for (const p of ctx.peers()) ctx.sendRaw(p, encodeMessage({ t: 'entry', e: encodeLogEntry(forged) }));
    }),
  /** From its first opening on, it says nothing more of its own. */
  'withhold-open': () => {
    let silent = false;
    return (entry: LogEntry, ctx: AttackContext) => {
      if (silent || entry.kind === 'open') silent = true;
      else ctx.broadcast(ctx.sign(entry));
    };
  },
} as const satisfies Record<string, (setup: GameSetup, seat: number) => Attack>;

export type AttackKind = keyof typeof ATTACKS;
export const ATTACK_KINDS = Object.keys(ATTACKS) as AttackKind[];
