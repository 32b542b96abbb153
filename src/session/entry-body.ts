// The kinds of log entry the session writes and the shape of each body. Every body names what it
// answers in `ref` (a decision id, a deck step, or 'end'); the replica admits an entry only where
// the canonical order expects that kind and ref from its author. Bodies come from peers: they are
// parsed into a typed result here, never trusted (style rule 4b). Deep checks (a move's legality,
// a point's validity, a proof) belong to the engine and crypto/, called by the replica.
import { fail, isValidPublicKey, ok, type CanonicalValue, type Result } from '../../crypto/index';

export const ENTRY_KINDS = ['key', 'move', 'commit', 'open', 'release', 'complaint', 'shuffle', 'lock', 'share', 'blind', 'strip', 'seed', 'final', 'timeout', 'replace', 'reseed'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export type Body =
  /** An open decision's move. */
  | { readonly kind: 'move'; readonly ref: string; readonly move: CanonicalValue }
  /** The author's escrow key (crypto escrowKeyPair) and its proof of possession for this game: every seat's first entry. */
  | { readonly kind: 'key'; readonly ref: string; readonly key: Uint8Array; readonly proof: CanonicalValue }
  /**
   * After a mid-game audit opened every seed (README, "A dishonest shuffle"): the author's commitment
   * to a fresh seed for the rest of the game, and the escrow key derived from it with its proof.
   */
  | { readonly kind: 'reseed'; readonly ref: string; readonly commitment: Uint8Array; readonly key: Uint8Array; readonly proof: CanonicalValue }
  /** A sealed decision's commitment (crypto/commit.ts) and the escrow of its opening (crypto/escrow.ts), or null when the seat had too few keyed recipients. */
  | { readonly kind: 'commit'; readonly ref: string; readonly commitment: Uint8Array; readonly escrow: CanonicalValue }
  /** The opening of a commitment: its salt and the move. */
  | { readonly kind: 'open'; readonly ref: string; readonly salt: Uint8Array; readonly payload: CanonicalValue }
  /** A recipient's share of the escrow of the withheld opening `ref` (crypto releaseEscrowShare's share). */
  | { readonly kind: 'release'; readonly ref: string; readonly share: Uint8Array }
  /** A recipient's proof that the share dealt to it for `ref` is wrong (crypto makeEscrowComplaint's dh and proof). */
  | { readonly kind: 'complaint'; readonly ref: string; readonly dh: Uint8Array; readonly proof: CanonicalValue }
  /**
   * The author's shuffle of every joint deck of a set-up batch (`ref`: the batch, deck-flow.ts), one
   * step per deck in batch order, each a crypto ShuffleStep without the player (the author's seat).
   */
  | { readonly kind: 'shuffle'; readonly ref: string; readonly steps: readonly ShuffleBody[] }
  /** The author's lock of every joint deck of a set-up batch, one step per deck in batch order. */
  | { readonly kind: 'lock'; readonly ref: string; readonly steps: readonly LockBody[] }
  /** A decryption share for one deck position. */
  | { readonly kind: 'share'; readonly ref: string; readonly position: number; readonly key: CanonicalValue }
  /** A blinded reveal's blind by its target (crypto BlindStep's point, key, proof; the rest is implied by the step). */
  | { readonly kind: 'blind'; readonly ref: string; readonly point: CanonicalValue; readonly key: CanonicalValue; readonly proof: CanonicalValue }
  /** A blinded reveal's strip by a seat whose share is unpublished. */
  | { readonly kind: 'strip'; readonly ref: string; readonly point: CanonicalValue; readonly proof: CanonicalValue }
  /** The end-of-game opening of the author's seed. */
  | { readonly kind: 'seed'; readonly ref: string; readonly seed: CanonicalValue; readonly salt: CanonicalValue }
  /** The author's signature of the final log hash: its part of the certificate. */
  | { readonly kind: 'final'; readonly ref: string; readonly logHash: Uint8Array }
  /**
   * A ballot on the expectation `ref` (see expectationKey) of another seat: `seen` is how many of
   * that seat's entries the author had consumed. Below the seq of the seat's answer it is a vote
   * that the deadline passed with no answer; above it, a counter (the author took the answer).
   * Written by the timed-out seat itself on its own key, it acknowledges the timeout (timeouts.ts).
   */
  | { readonly kind: 'timeout'; readonly ref: string; readonly seen: number }
  /**
   * A vote to hand an absent seat, for the rest of the game, to the timeout bot (`to: 'bot'`) or to
   * a substitute who plays it with a new Ed25519 key (`to`: its 32-byte public key, as the setup's
   * seat keys) (README, "Replacing a seat"): `ref` is the key of the timed-out expectation that
   * began the seat's absence (the seat is the key's last field), so a vote cast during one absence
   * never counts in another.
   */
  | { readonly kind: 'replace'; readonly ref: string; readonly to: 'bot' | Uint8Array };

/** One deck's shuffle step in a `shuffle` entry (unchecked: crypto checks the points). */
export interface ShuffleBody {
  readonly cards: CanonicalValue;
  readonly deckKey: CanonicalValue;
}

/** One deck's lock step in a `lock` entry. */
export interface LockBody {
  readonly cards: CanonicalValue;
  readonly keys: CanonicalValue;
  readonly proofs: CanonicalValue;
}

/** Most decks one set-up batch holds (a game's DeckPolicy.batched: A Game of Thrones' four, src/games/agot-decks.ts). */
export const MAX_BATCH = 4;

/** The fields of each kind's body, besides `ref`, sorted. */
const FIELDS: { readonly [k in EntryKind]: readonly string[] } = {
  key: ['key', 'proof'],
  reseed: ['commitment', 'key', 'proof'],
  move: ['move'],
  commit: ['commitment', 'escrow'],
  open: ['payload', 'salt'],
  release: ['share'],
  complaint: ['dh', 'proof'],
  shuffle: ['steps'],
  lock: ['steps'],
  share: ['key', 'position'],
  blind: ['key', 'point', 'proof'],
  strip: ['point', 'proof'],
  seed: ['salt', 'seed'],
  final: ['logHash'],
  timeout: ['seen'],
  replace: ['to'],
};

/** Longest accepted ref, in UTF-16 units (decision ids and deck step names are far shorter). */
export const MAX_REF_LENGTH = 256;

export function isEntryKind(kind: string): kind is EntryKind {
  return (ENTRY_KINDS as readonly string[]).includes(kind);
}

const isHash = (v: unknown): v is Uint8Array => v instanceof Uint8Array && v.length === 32;

/**
 * Parses an untrusted body for an entry of `kind`. Kept per body object (a decoded body is never
 * changed): an entry that waits is considered again at every pass of the fold, which parsed its
 * body each time (7,174 parses of 5,040 entries consumed in the bench's game). A cache of a pure
 * function of this peer's own decoded objects, nothing shared with another peer.
 */
export function parseBody(kind: string, body: CanonicalValue): Result<Body, 'bad-body'> {
  if (body === null || typeof body !== 'object') return parseBodyOnce(kind, body);
  const known = PARSED.get(body);
  if (known !== undefined && known.kind === kind) return known.parsed;
  const parsed = parseBodyOnce(kind, body);
  PARSED.set(body, { kind, parsed });
  return parsed;
}

const PARSED = new WeakMap<object, { readonly kind: string; readonly parsed: Result<Body, 'bad-body'> }>();

function parseBodyOnce(kind: string, body: CanonicalValue): Result<Body, 'bad-body'> {
  if (!isEntryKind(kind)) return fail('bad-body', ['kind']);
  if (body === null || typeof body !== 'object' || Array.isArray(body) || body instanceof Uint8Array) return fail('bad-body');
  const map = body as { readonly [key: string]: CanonicalValue };
  const keys = Object.keys(map).sort();
  const expected = ['heads', 'ref', ...FIELDS[kind]].sort();
  if (keys.length !== expected.length || keys.some((k, i) => k !== expected[i])) return fail('bad-body', ['fields']);
  if (headsOf(body) === null) return fail('bad-body', ['heads']);
  const ref = map.ref;
  if (typeof ref !== 'string' || ref.length === 0 || ref.length > MAX_REF_LENGTH) return fail('bad-body', ['ref']);
  switch (kind) {
    case 'commit':
      return isHash(map.commitment) ? ok({ kind, ref, commitment: map.commitment, escrow: map.escrow! }) : fail('bad-body', ['commitment']);
    case 'key':
      return isHash(map.key) ? ok({ kind, ref, key: map.key, proof: map.proof! }) : fail('bad-body', ['key']);
    case 'reseed':
      if (!isHash(map.commitment)) return fail('bad-body', ['commitment']);
      return isHash(map.key) ? ok({ kind, ref, commitment: map.commitment, key: map.key, proof: map.proof! }) : fail('bad-body', ['key']);
    case 'release':
      return isHash(map.share) ? ok({ kind, ref, share: map.share }) : fail('bad-body', ['share']);
    case 'complaint':
      return isHash(map.dh) ? ok({ kind, ref, dh: map.dh, proof: map.proof! }) : fail('bad-body', ['dh']);
    case 'final':
      return isHash(map.logHash) ? ok({ kind, ref, logHash: map.logHash }) : fail('bad-body', ['logHash']);
    case 'open':
      return map.salt instanceof Uint8Array ? ok({ kind, ref, salt: map.salt, payload: map.payload! }) : fail('bad-body', ['salt']);
    case 'share': {
      const position = map.position;
      if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < 0) return fail('bad-body', ['position']);
      return ok({ kind, ref, position, key: map.key! });
    }
    case 'move':
      return ok({ kind, ref, move: map.move! });
    case 'shuffle': {
      const steps = stepsOf(map.steps!, ['cards', 'deckKey']);
      return steps === null ? fail('bad-body', ['steps']) : ok({ kind, ref, steps: steps.map((x) => ({ cards: x.cards!, deckKey: x.deckKey! })) });
    }
    case 'lock': {
      const steps = stepsOf(map.steps!, ['cards', 'keys', 'proofs']);
      return steps === null ? fail('bad-body', ['steps']) : ok({ kind, ref, steps: steps.map((x) => ({ cards: x.cards!, keys: x.keys!, proofs: x.proofs! })) });
    }
    case 'blind':
      return ok({ kind, ref, point: map.point!, key: map.key!, proof: map.proof! });
    case 'strip':
      return ok({ kind, ref, point: map.point!, proof: map.proof! });
    case 'seed':
      return ok({ kind, ref, seed: map.seed!, salt: map.salt! });
    case 'replace': {
      // 'bot', or a substitute's public key: 32 bytes that are a strict Ed25519 key (crypto
      // isValidPublicKey: canonical, not of small order), as every seat key of the setup.
      const to = map.to;
      if (to === 'bot') return ok({ kind, ref, to });
      return to instanceof Uint8Array && to.length === 32 && isValidPublicKey(to) ? ok({ kind, ref, to }) : fail('bad-body', ['to']);
    }
    case 'timeout': {
      const seen = map.seen;
      if (typeof seen !== 'number' || !Number.isSafeInteger(seen) || seen < 0) return fail('bad-body', ['seen']);
      return ok({ kind, ref, seen });
    }
  }
}

/** A batch's steps: 1 to MAX_BATCH maps, each with exactly `fields` (sorted); null otherwise. */
function stepsOf(value: CanonicalValue, fields: readonly string[]): readonly { readonly [key: string]: CanonicalValue }[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BATCH) return null;
  const out: { readonly [key: string]: CanonicalValue }[] = [];
  for (const step of value as readonly CanonicalValue[]) {
    if (step === null || typeof step !== 'object' || Array.isArray(step) || step instanceof Uint8Array) return null;
    const keys = Object.keys(step).sort();
    if (keys.length !== fields.length || keys.some((k, i) => k !== fields[i])) return null;
    out.push(step as { readonly [key: string]: CanonicalValue });
  }
  return out;
}

/** Most seats a game has; bounds the `heads` of a body. */
const MAX_SEATS = 8;

/**
 * What an author had seen of one seat's chain when it wrote an entry: how many of its entries it
 * had consumed, and the id (crypto entryId) of the last of them (32 zero bytes when none).
 */
export interface Head {
  readonly count: number;
  readonly id: Uint8Array;
}

/**
 * The body as a canonical value, for signing, with `heads`: per seat, `[count, id]` — how many of
 * its entries the author had consumed when it wrote this one, and which was the last. A peer
 * consumes the entry only once it consumed the same entries (causal order: it then stands where the
 * author stood), and the heads are the author's signed word on which entries it had seen: evidence
 * against a seat that later rewrites and re-signs its own chain (README, "Evidence").
 */
export function bodyValue(body: Body, heads: readonly Head[]): CanonicalValue {
  const { kind: _kind, ...rest } = body;
  return { ...(rest as unknown as Record<string, CanonicalValue>), heads: heads.map((h) => [h.count, h.id]) };
}

/**
 * The `heads` of an untrusted body, or null when it has none of the right shape. Kept per body
 * object, as `parseBody` is: the fold reads an entry's heads up to six times a pass (30,809 reads
 * in the bench's game).
 */
export function headsOf(body: CanonicalValue): readonly Head[] | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || body instanceof Uint8Array) return null;
  let heads = HEADS.get(body);
  if (heads === undefined) {
    heads = headsOnce(body);
    HEADS.set(body, heads);
  }
  return heads;
}

const HEADS = new WeakMap<object, readonly Head[] | null>();

function headsOnce(body: object): readonly Head[] | null {
  const heads = (body as { readonly [key: string]: CanonicalValue }).heads;
  if (!Array.isArray(heads) || heads.length === 0 || heads.length > MAX_SEATS) return null;
  const out: Head[] = [];
  for (const h of heads) {
    if (!Array.isArray(h) || h.length !== 2) return null;
    const [count, id] = h;
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0 || !isHash(id)) return null;
    out.push({ count, id });
  }
  return out;
}
