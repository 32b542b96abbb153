// A scripted malicious peer for the tests: it wraps the transport of a seat whose session plays
// normally, and rewrites that seat's outgoing entries with an attack. Whatever it sends is re-
// chained and re-signed with the seat's own key, so the honest peers see a validly signed chain
// that deviates exactly where the attack says — and nowhere else.
import { openDeck, decodeLogEntry, encodeCanonical, encodeLogEntry, entryId, equalBytes, makeLogEntry, toHex, utf8Bytes, zeroHash, type CanonicalValue, type KeyPair, type LogEntry, type UnsignedLogEntry } from '../../crypto/index';
import type { PeerId, Transport } from '../net/transport';
import { ATTACK_KINDS, type AttackKind } from './attack-kinds';
import { decodeLogFile, encodeLogFile } from './log-file';
import type { ShuffleBody } from './entry-body';
import type { GameDecision, GameModule } from './game-module';
import type { JointDeck } from './joint-deck';
import type { Replica } from './replica';
import type { GameSetup } from './setup';
import { replayLog } from './verify-log';
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

/** What an attack may read of the cheater's own peer, and where it records the chain it would show a judge. */
export interface AttackPeer {
  /** The cheater's own session's replica (its view of the game). */
  readonly replica: () => Replica;
  /** Called with the cheater's chain as it would present it in a log file, from the first seq it changed. */
  readonly present: (chain: readonly LogEntry[]) => void;
  /**
   * Replaces how the cheater's own session shuffles a joint deck (Session.shuffleEntry), given the
   * honest way: a dishonest shuffle must come from the session itself, whose later entries then
   * carry the state everyone else holds, so that only the audit can find it.
   */
  readonly shuffleWith?: (change: (honest: ShuffleWriter) => ShuffleWriter) => void;
}

/** The cheater's session's shuffle of one joint deck of a batch (Session.shuffleEntry). */
export type ShuffleWriter = (jd: JointDeck) => ShuffleBody;

/** Its first shuffle of a joint deck turned into encryptions of no card (of a made-up deck): every check on arrival passes. */
export function substituteFirst(honest: ShuffleWriter): ShuffleWriter {
  let done = false;
  return (jd) => {
    const step = honest(jd);
    if (done) return step;
    done = true;
    return { ...step, cards: openDeck({ game: jd.spec.game, deck: 'made-up', cards: jd.spec.cards, players: 1 }) };
  };
}

/** A legal move for `decision` other than `original` (the game's random player's, over a few seeds), or null if it has no other. */
export function otherMove(game: GameModule, state: unknown, decision: GameDecision, original: CanonicalValue): unknown {
  const was = encodeCanonical(original);
  for (let i = 0; i < 16; i++) {
    const move = game.randomPlayer(utf8Bytes(`rewrite/${i}`.padEnd(32, '.')), 'rewrite').choose(state, decision);
    if (!equalBytes(encodeCanonical(move as unknown as CanonicalValue), was)) return move;
  }
  return null;
}

/**
 * `chain` (consecutive entries of one author) re-signed from its first entry on: the first gets
 * `body`, every later one keeps its kind, body and state hash and is re-chained onto the new one.
 */
export function resignChain(chain: readonly LogEntry[], body: CanonicalValue, sign: (fields: Pick<UnsignedLogEntry, 'kind' | 'body' | 'stateHash'>, at: { seq: number; prev: Uint8Array }) => LogEntry): LogEntry[] {
  const out: LogEntry[] = [];
  let prev = chain[0]!.prev;
  for (const [i, e] of chain.entries()) {
    const signed = sign({ kind: e.kind, body: i === 0 ? body : e.body, stateHash: e.stateHash }, { seq: e.seq, prev });
    out.push(signed);
    prev = entryId(signed);
  }
  return out;
}

/** A log file with `seat`'s entries from `chain[0].seq` on replaced by `chain` (and no other evidence of that seat). */
export function presentLog(game: GameModule, log: Uint8Array, seat: number, chain: readonly LogEntry[]): Uint8Array {
  const file = decodeLogFile(log, game);
  if (!file.ok) throw new RangeError(`expected a log file, got ${file.error.code}`);
  const author = file.value.setup.seats[seat]!.publicKey;
  const kept = file.value.entries.map((bytes) => decodeLogEntry(bytes)).flatMap((e) => (e.ok && !(equalBytes(e.value.author, author) && e.value.seq >= chain[0]!.seq) ? [e.value] : []));
  const unique = new Map([...kept, ...chain].map((e) => [toHex(entryId(e)), e]));
  return encodeLogFile(file.value.setup, [...unique.values()]);
}

/**
 * Finding 3 of issue 14 as a log file: `seat` changes its first move that has a legal alternative
 * and re-signs the rest of its chain (same bodies and state hashes, re-chained), as a cheater would
 * present the game afterwards. Null when the seat made no move with another legal answer.
 */
export function rewriteLog(game: GameModule, log: Uint8Array, seat: number, keys: KeyPair): Uint8Array | null {
  const replay = replayLog(log, game);
  if ('error' in replay) throw new RangeError(`expected a log file, got ${replay.error}`);
  const { replica } = replay;
  const chain = replica.chains.all().filter((e) => equalBytes(e.author, keys.publicKey));
  for (const [i, e] of chain.entries()) {
    if (e.kind !== 'move') continue;
    const body = e.body as { ref: string; move: CanonicalValue };
    const at = body.ref.lastIndexOf('@');
    const applied = Number(body.ref.slice(at + 1));
    const state = replica.moves.slice(0, applied).reduce((s, m) => game.apply(s, m), game.newGame(replica.setup.config));
    const decision = game.pending(state).find((d) => `${d.id}@${applied}` === body.ref);
    const move = decision === undefined ? null : otherMove(game, state, decision, body.move);
    if (move === null) continue;
    const sign = (fields: Pick<UnsignedLogEntry, 'kind' | 'body' | 'stateHash'>, where: { seq: number; prev: Uint8Array }) =>
      makeLogEntry(keys.secretKey, { game: e.game, author: keys.publicKey, seq: where.seq, prev: where.prev, ...fields });
    return presentLog(game, log, seat, resignChain(chain.slice(i), { ...body, move: move as unknown as CanonicalValue }, sign));
  }
  return null;
}

/**
 * From its first opening of a decision of `kind` (any kind when omitted: 'place-orders', 'bid',
 * 'choose-house-card') on, the seat says nothing more of its own: it has seen the others' openings
 * and withholds its own (finding 8 of issue 14).
 */
export function withholdOpen(kind?: string): Attack {
  let silent = false;
  return (entry, ctx) => {
    const ref = String(bodyOf(entry).ref);
    if (silent || (entry.kind === 'open' && (kind === undefined || ref.split('/').at(-2) === kind))) silent = true;
    else ctx.broadcast(ctx.sign(entry));
  };
}

/** `entry` signed at the chain's next seq on a previous entry that never existed (a bad chain link); the chain does not move on. */
function onMadeUpPrevious(entry: LogEntry, ctx: AttackContext): LogEntry {
  return ctx.sign(entry, { seq: ctx.next.seq, prev: new Uint8Array(32).fill(1) });
}

/** How many of its own entries the `rewrite` attack writes after the move it later changes. */
const REWRITE_AFTER = 12;

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
  /** Its first commitment chained on a made-up previous entry (to every peer); its chain goes on from there. */
  'bad-link': () =>
    onFirst('commit', (entry, ctx) => {
      const bad = onMadeUpPrevious(entry, ctx);
      ctx.next.seq++;
      ctx.next.prev = entryId(bad);
      ctx.broadcast(bad);
    }),
  /**
   * Its first commitment chained on a made-up previous entry to half of its peers, and as it is to
   * the others; its chain goes on from the honest one. The peers that met the bad link must end
   * with the same verdict as those that did not (an equivocation, once they hold both versions).
   */
  'half-bad-link': () =>
    onFirst('commit', (entry, ctx) => {
      const bad = onMadeUpPrevious(entry, ctx);
      const good = ctx.sign(entry);
      ctx.peers().sort().forEach((p, i) => ctx.send(p, i % 2 === 0 ? bad : good));
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
  'withhold-open': () => withholdOpen(),
  /**
   * Shuffles the first deck of its first set-up into cards that are no cards (a dishonest shuffle):
   * the first position opened shows it, the mid-game audit convicts it with its shuffle and seed,
   * and the others draw fresh seeds and play on (README, "A dishonest shuffle"). Honest otherwise.
   */
  substitute: (_setup: GameSetup, _seat: number, peer?: AttackPeer) => {
    let armed = false;
    return (entry: LogEntry, ctx: AttackContext) => {
      // Its first entry (the escrow key) comes before any shuffle: the session exists by then.
      if (!armed && peer?.shuffleWith !== undefined) peer.shuffleWith(substituteFirst);
      armed = true;
      honest(entry, ctx);
    };
  },
  /**
   * Plays honestly, then changes one of its past moves to another legal one and re-signs the rest
   * of its chain (finding 3 of issue 14). It sends the rewritten chain to its peers (who hold the
   * originals: an equivocation) and `present`s it as the chain it would show a judge in a log file.
   */
  rewrite: (_setup: GameSetup, _seat: number, peer?: AttackPeer) => {
    const sent: LogEntry[] = [];
    let target: { readonly seq: number; readonly body: CanonicalValue } | null = null;
    let rewritten: LogEntry[] | null = null;
    let resends = 3; // lossy links: the rewritten chain goes out with each of its next entries too
    return (entry: LogEntry, ctx: AttackContext) => {
      if (target === null && peer !== undefined && entry.kind === 'move') {
        const replica = peer.replica(); // the session writes before its replica consumes: the state before this move
        const body = bodyOf(entry) as { ref: string; move: CanonicalValue };
        const decision = replica.module.pending(replica.state).find((d) => replica.refOf(d) === body.ref);
        const move = decision === undefined ? null : otherMove(replica.module, replica.state, decision, body.move);
        if (move !== null) target = { seq: ctx.next.seq, body: { ...body, move: move as unknown as CanonicalValue } };
      }
      const signed = ctx.sign(entry);
      ctx.broadcast(signed);
      sent.push(signed);
      if (target !== null && rewritten === null && signed.seq >= target.seq + REWRITE_AFTER) {
        rewritten = resignChain(sent.slice(target.seq), target.body, (fields, at) => ctx.sign(fields, at));
        peer!.present(rewritten);
      }
      if (rewritten !== null && resends > 0) {
        resends--;
        for (const p of ctx.peers()) for (const e of rewritten) ctx.sendRaw(p, encodeMessage({ t: 'entry', e: encodeLogEntry(e) }));
      }
    };
  },
} as const satisfies Record<AttackKind, (setup: GameSetup, seat: number, peer?: AttackPeer) => Attack>;

export { ATTACK_KINDS, type AttackKind };
