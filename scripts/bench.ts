// npm run bench [-- --json] : the figures of issue 17, each beside its limit measured in the same
// run on the same machine (the fastest primitive we know for the same work; for the engine and
// the whole game, the issue's goal), and the ratio ours / fastest (1 is the limit). Times are CPU
// time of this process (the machine is shared), except the game's wall time. Game figures come
// from the public entry points: the engine soak's playLocalGame (scripts/soak.ts), a whole
// simulated 6-peer game (src/session/harness.ts, as game.bench.ts plays it) and verifyLog. A figure that cannot be measured
// (an entry point changed or failed) prints "n/a" and is null in the JSON; the bench goes on.
// The detailed vitest benchmarks stay: `npx vitest bench --run crypto`.
import { createPrivateKey, createPublicKey, sign as nodeSign, verify as nodeVerify } from 'node:crypto';
import { encodeCanonical } from '../crypto/encoding';
import { decodeCanonical, decodeLogEntry, type LogEntry } from '../crypto/index';
import { gameState } from '../crypto/game-state.testkit';
import { fastGroup, useFastGroup } from '../crypto/fast-group';
import { Point, decodePoint, encodePoint, encodeScalar, multiply } from '../crypto/group';
import { keyPairFromSeed, sign, verify } from '../crypto/sign';
import { parseCli } from './cli-args';
import { startFastGroup } from './fast-group';

const { values } = parseCli({
  usage: 'npm run bench --',
  summary: 'Measures the figures of issue 17 (engine, whole game, verify, crypto primitives) beside their limits, in about a minute.',
  options: {
    json: { type: 'boolean', default: false, help: 'print one JSON object instead of the table' },
    quick: { type: 'boolean', default: false, help: 'skip the whole game and its verification (the slow part); the sealed-delays and deck set-up rows (rounds 1–2 of a game) stay' },
    noble: { type: 'boolean', default: false, help: 'ristretto255 on noble alone (the browser\'s code), not libsodium as the Node tools use it' },
    engine: { type: 'boolean', default: false, help: 'the engine rows alone (≈30 s): before/after figures of engine changes' },
  },
});

/** One row: our figure, the limit measured in this run (or the goal when there is no faster primitive), the ratio. */
interface Row {
  readonly key: string;
  readonly what: string;
  readonly ours: number | null;
  readonly limit: number | null;
  readonly limitWhat: string;
  readonly unit: string;
  /** true when a larger figure is better (rates), for the ratio's direction. */
  readonly higherIsBetter?: boolean;
}

const rows: Row[] = [];
const notes: string[] = [];

function attempt<T>(what: string, f: () => T): T | null {
  try {
    return f();
  } catch (error) {
    notes.push(`${what}: n/a (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    return null;
  }
}

/**
 * CPU time per call in µs: best of `rounds` loops of about `budgetMs` each. CPU time, not wall
 * time, so that other jobs on this shared machine do not count (the primitives run on this
 * thread; process.cpuUsage adds only the garbage collector's helpers).
 */
function microseconds(f: () => unknown, budgetMs = 250, rounds = 3): number {
  for (let i = 0; i < 20; i++) f(); // warm up
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    while (performance.now() - t0 < budgetMs) {
      for (let i = 0; i < 8; i++) f();
      n += 8;
    }
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / n);
  }
  return best;
}

/** Ours and fastest measured in alternation, so both see the same machine load. */
function pair(ours: () => unknown, fastest: () => unknown): [number, number] {
  let a = Infinity;
  let b = Infinity;
  for (let i = 0; i < 3; i++) {
    a = Math.min(a, microseconds(ours, 200, 1));
    b = Math.min(b, microseconds(fastest, 200, 1));
  }
  return [a, b];
}

// ---------------------------------------------------------------------------------------------
// Crypto primitives

function ed25519Rows(): void {
  // Six players' keys, each signing distinct messages: what a peer verifies during a game.
  const keys = Array.from({ length: 6 }, (_, i) => keyPairFromSeed(new Uint8Array(32).fill(i + 1)));
  const messages = Array.from({ length: 64 }, (_, i) => Uint8Array.from({ length: 32 }, (_, j) => (i * 31 + j) & 0xff));
  const nodeKeys = keys.map((k) => ({
    secret: createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d: Buffer.from(k.secretKey).toString('base64url'), x: Buffer.from(k.publicKey).toString('base64url') }, format: 'jwk' }),
    public: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(k.publicKey).toString('base64url') }, format: 'jwk' }),
  }));
  const signatures = messages.map((m, i) => sign(keys[i % 6]!.secretKey, m));
  let i = 0;
  const [signOurs, signNode] = pair(
    () => sign(keys[i % 6]!.secretKey, messages[i++ & 63]!),
    () => nodeSign(null, messages[i++ & 63]!, nodeKeys[i % 6]!.secret),
  );
  rows.push({ key: 'ed25519_sign', what: 'Ed25519 sign', ours: signOurs, limit: signNode, limitWhat: 'node:crypto', unit: 'µs' });
  const [verifyOurs, verifyNode] = pair(
    () => {
      const j = i++ & 63;
      if (!verify(keys[j % 6]!.publicKey, messages[j]!, signatures[j]!)) throw new Error('a valid signature was refused');
    },
    () => {
      const j = i++ & 63;
      if (!nodeVerify(null, messages[j]!, nodeKeys[j % 6]!.public, signatures[j]!)) throw new Error('node refused a valid signature');
    },
  );
  rows.push({ key: 'ed25519_verify', what: 'Ed25519 verify (strict)', ours: verifyOurs, limit: verifyNode, limitWhat: 'node:crypto', unit: 'µs' });
}

async function ristrettoRow(): Promise<void> {
  const sodium = await loadSodium();
  const scalar = 0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdefn % Point.Fn.ORDER;
  const point = Point.BASE.multiply(99n);
  const pointBytes = encodePoint(point);
  const scalarBytes = encodeScalar(scalar);
  // Ours as the deck uses it: a decoded point times a scalar, then encoded for the wire; through
  // libsodium when the tools start it (crypto/fast-group.ts), and on noble alone as in browsers.
  const deckMultiply = () => encodePoint(multiply(decodePoint(pointBytes)!, scalar));
  const backend = fastGroup();
  const ours = microseconds(deckMultiply, 300);
  useFastGroup(null);
  const noble = backend === null ? null : microseconds(deckMultiply, 300);
  useFastGroup(backend);
  const fastest = sodium === null ? null : microseconds(() => sodium.crypto_scalarmult_ristretto255(scalarBytes, pointBytes), 300);
  const how = backend === null ? 'noble' : 'libsodium';
  rows.push({ key: 'ristretto_mult', what: `ristretto255 decode·multiply·encode (${how})`, ours, limit: fastest, limitWhat: 'libsodium WASM', unit: 'µs' });
  if (noble !== null) rows.push({ key: 'ristretto_mult_noble', what: 'the same on noble alone (browsers)', ours: noble, limit: fastest, limitWhat: 'libsodium WASM', unit: 'µs' });
}

interface Sodium {
  crypto_scalarmult_ristretto255(scalar: Uint8Array, point: Uint8Array): Uint8Array;
}

async function loadSodium(): Promise<Sodium | null> {
  try {
    // A specifier in a variable: typechecking does not need the package (a worktree installed
    // before it was added still typechecks; the row then says n/a).
    const name = 'libsodium-wrappers-sumo';
    const module = (await import(name)) as { default: Sodium & { ready: Promise<void> } };
    await module.default.ready;
    return module.default;
  } catch (error) {
    notes.push(`libsodium: n/a (${String(error)})`);
    return null;
  }
}

/**
 * The escrow of one sealed decision (crypto/escrow*.ts), 6 players, t = 3 of the 5 others, an
 * orders set of 10: the author's deal, and one recipient's check of its own share. Its limit is
 * the multiplications it makes (counted through the back end) times libsodium's own
 * multiplication measured in this run: what is left over them is our bookkeeping (hashing,
 * encodings, the Shamir arithmetic on small indices, the sealing).
 */
async function escrowRows(): Promise<void> {
  const sodium = await loadSodium();
  const kit = await import('../crypto/escrow.testkit').catch((e: unknown) => (notes.push(`escrow: n/a (${String(e)})`), null));
  const escrow = await import('../crypto/escrow').catch(() => null);
  if (kit === null || escrow === null) return;
  const table = kit.testTable(6, 'bench');
  const orders = { orders: Array.from({ length: 10 }, (_, i) => ({ area: `area-${i}`, token: 'march+1' })) };
  const { context, opening, escrow: dealt } = kit.testDeal(table, 0, orders, undefined, 'bench');
  const recipient = context.recipients[0]!.seat;
  const randomness = kit.bytesOf('bench/randomness');
  const operations = [
    { key: 'escrow_deal', what: 'escrow: deal one sealed decision (6 players, t = 3)', run: () => escrow.dealEscrow(context, opening, randomness) },
    { key: 'escrow_share_check', what: 'escrow: a recipient checks its share', run: () => escrow.checkEscrowShare(context, dealt, recipient, table.escrow[recipient]!.secretKey) },
  ];
  const backend = fastGroup();
  const scalar = 0x0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdefn % Point.Fn.ORDER;
  const pointBytes = encodePoint(Point.BASE.multiply(99n));
  const mult = sodium === null ? null : microseconds(() => sodium.crypto_scalarmult_ristretto255(encodeScalar(scalar), pointBytes), 300);
  for (const op of operations) {
    let products = 0;
    if (backend !== null) {
      // How many multiplications one call makes: counted once through the back end.
      useFastGroup({
        ...backend,
        crypto_scalarmult_ristretto255: (n, p) => (products++, backend.crypto_scalarmult_ristretto255(n, p)),
        crypto_scalarmult_ristretto255_base: (n) => (products++, backend.crypto_scalarmult_ristretto255_base(n)),
      });
      products = 0;
      op.run();
      useFastGroup(backend);
    }
    const ours = microseconds(op.run, 300);
    useFastGroup(null);
    const noble = backend === null ? null : microseconds(op.run, 300);
    useFastGroup(backend);
    const limit = mult === null || products === 0 ? null : products * mult;
    const how = backend === null ? 'noble' : 'libsodium';
    rows.push({ key: op.key, what: `${op.what} (${how})`, ours, limit, limitWhat: `${products} libsodium mults`, unit: 'µs' });
    if (noble !== null) rows.push({ key: `${op.key}_noble`, what: 'the same on noble alone (browsers)', ours: noble, limit, limitWhat: `${products} libsodium mults`, unit: 'µs' });
  }
}

function encodeRow(): void {
  // The same value for both: hashes as hex strings, since JSON has no byte strings.
  const state = gameState({ hashesAsHex: true });
  const [ours, json] = pair(() => encodeCanonical(state), () => JSON.stringify(state));
  rows.push({ key: 'encode', what: `canonical encoding of a ${(encodeCanonical(state).length / 1024).toFixed(0)} KB state`, ours, limit: json, limitWhat: 'JSON.stringify', unit: 'µs' });
}

// ---------------------------------------------------------------------------------------------
// Engine and whole games

const ENGINE_GOAL_GAMES_PER_S = 200;
const GAME_CPU_GOAL_S = 5;
const VERIFY_GOAL_S = 1;

async function engineRow(): Promise<void> {
  // The engine soak's own entry point (scripts/soak.ts plays games with playLocalGame), with the
  // invariants off as the issue's figure is, timed in CPU seconds in this process. Two bots, each
  // named in its row: the fast random bot (src/bots/random-bot.ts, fastRandomBot: every legal move
  // as likely as under the DRBG bot, from xoshiro128**, through the engine's sampleDecision, which
  // draws a muster, a march or a raid without listing every legal move) for the main figure, and
  // the DRBG random bot (HMAC-SHA-256, the soak's and the pinned games', the only bot of this row
  // before 2026-11-29) for the figure comparable with the earlier ones. They play different games
  // of the same kind.
  const local = await import('../src/local-game').catch((e: unknown) => (notes.push(`engine: n/a (${String(e)})`), null));
  const bots = await import('../src/bots/random-bot').catch((e: unknown) => (notes.push(`engine: n/a (${String(e)})`), null));
  const houses = ['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell', 'martell'] as const;
  const kinds = [
    { key: 'engine_games_per_s_6p', what: 'fast random bots (xoshiro128**, sampleDecision)', fast: true },
    { key: 'engine_games_per_s_6p_hmac_bot', what: 'DRBG random bots (HMAC-SHA-256, as before)', fast: false },
  ] as const;
  // Best of three rounds per bot over the same seeds, the bots' rounds alternated (the first round
  // also warms the JIT up), as the primitives are: on this shared machine a round's CPU time varies by 10–20 %.
  const best = kinds.map(() => ({ perSecond: 0, games: 0 }));
  const rates = attempt('engine', () => {
    if (local === null || bots === null) throw new Error('no src/local-game or src/bots/random-bot');
    for (let round = 0; round < 3; round++) {
      kinds.forEach((kind, k) => {
        let games = 0;
        const c0 = process.cpuUsage();
        let cpu = 0;
        while (games < 3 || (cpu < 3 && games < 200)) {
          const seed = soakSeed(1 + games);
          const players = kind.fast ? Object.fromEntries(houses.map((h) => [h, bots.fastRandomBot(seed, h)])) : undefined;
          local.playLocalGame({ config: { players: 6 }, seed, checkInvariants: false, ...(players === undefined ? {} : { bots: players }) });
          games++;
          const c = process.cpuUsage(c0);
          cpu = (c.user + c.system) / 1e6;
        }
        if (games / cpu > best[k]!.perSecond) best[k] = { perSecond: games / cpu, games };
      });
    }
    return best;
  });
  kinds.forEach((kind, k) => {
    const rate = rates?.[k];
    rows.push({ key: kind.key, what: `engine only, 6 ${kind.what}, invariants off (best of 3 × ${rate?.games ?? 0} games, CPU)`, ours: rate?.perSecond ?? null, limit: ENGINE_GOAL_GAMES_PER_S, limitWhat: 'goal', unit: 'games/s', higherIsBetter: true });
  });
}

/** The seed bytes `npm run soak` gives game n. */
function soakSeed(n: number): Uint8Array {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setFloat64(0, n);
  return seed;
}

async function gameRows(): Promise<void> {
  // Imported here so that a change of the session's internals costs these rows, not the bench.
  const harness = await import('../src/games/agot-harness').catch((e: unknown) => (notes.push(`session harness: n/a (${String(e)})`), null));
  const verifier = await import('../src/session/verify-log').catch((e: unknown) => (notes.push(`verify-log: n/a (${String(e)})`), null));
  let log: Uint8Array | null = null;
  const game = attempt('whole game', () => {
    if (harness === null) throw new Error('no harness');
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const g = new harness.InMemoryGame(harness.agot({ players: 6, seed: harness.seedBytes(6), faults: { delay: [1, 6], lossPerMille: 20, duplicatePerMille: 20 }, syncInterval: 60 }));
    g.start();
    const outcome = g.run();
    const wall = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    if (outcome !== 'done') throw new Error(`the game ended ${outcome}`);
    log = g.sessions[0]!.exportLog();
    const stats = [...g.network.stats.values()];
    const messages = stats.reduce((n, s) => n + s.messages, 0) / stats.length;
    const bytes = stats.reduce((n, s) => n + s.bytes, 0) / stats.length;
    return { wall, cpu: (cpu.user + cpu.system) / 1e6, messages, bytes };
  });
  rows.push({ key: 'game_cpu_s_6p', what: 'whole 6-peer game over the protocol, in memory: CPU', ours: game?.cpu ?? null, limit: GAME_CPU_GOAL_S, limitWhat: 'goal', unit: 's' });
  rows.push({ key: 'game_wall_s_6p', what: 'the same game: wall time', ours: game?.wall ?? null, limit: null, limitWhat: '', unit: 's' });
  const verified = attempt('verify', () => {
    if (verifier === null || harness === null || log === null) throw new Error('no game log to verify');
    const c0 = process.cpuUsage();
    const verdict = verifier.verifyLog(log, harness.AGOT);
    const c = process.cpuUsage(c0);
    const seconds = (c.user + c.system) / 1e6;
    if (verdict.kind !== 'certified') throw new Error(`the log was not certified: ${verdict.kind}`);
    return seconds;
  });
  rows.push({ key: 'verify_s_6p', what: "verify that game's log from scratch: CPU", ours: verified, limit: VERIFY_GOAL_S, limitWhat: 'goal', unit: 's' });
  rows.push({ key: 'messages_per_peer_6p', what: 'messages sent per peer in that game', ours: game?.messages ?? null, limit: MESSAGES_GOAL, limitWhat: 'goal', unit: '' });
  rows.push({ key: 'bytes_per_peer_6p', what: 'bytes sent per peer in that game', ours: game?.bytes ?? null, limit: null, limitWhat: '', unit: 'B' });
}

/** The message delays of a sealed decision: round 1 of a 6-player game (seconds), so `--quick` keeps it. */
async function delaysRow(): Promise<void> {
  const harness = await import('../src/games/agot-harness').catch((e: unknown) => (notes.push(`session harness: n/a (${String(e)})`), null));
  const delays = attempt('delays', () => sealedDelays(harness));
  rows.push({ key: 'delays_per_sealed_decision', what: 'message delays per sealed decision (median, 6 players, round 1)', ours: delays, limit: 2, limitWhat: 'commit–reveal', unit: '' });
  // The joint deck set-up at the start of a game (src/games/deck-setup.testkit.ts): Westeros I–III
  // and Wildling; the limit is one set-up of them all, 2n delays (n = 6): each seat shuffles the
  // previous seat's output, then each locks.
  const kit = await import('../src/games/deck-setup.testkit').catch((e: unknown) => (notes.push(`deck set-up: n/a (${String(e)})`), null));
  const setup = attempt('deck set-up', () => {
    if (kit === null) throw new Error('no deck-setup testkit');
    const cost = kit.deckSetupCost(6);
    if (!cost.allSetUp) notes.push(`deck set-up: the four decks were not all set up by the end of round 2 (${cost.setups} set-ups)`);
    return cost;
  });
  rows.push({ key: 'delays_deck_setup_6p', what: 'message delays of the joint deck set-up at game start (Westeros I–III, Wildling; 6 players)', ours: setup?.delays ?? null, limit: 12, limitWhat: '2n, one batch', unit: '' });
  rows.push({ key: 'deck_setup_entries_per_peer_6p', what: 'shuffle and lock entries each peer broadcasts for it', ours: setup?.entriesPerPeer ?? null, limit: 2, limitWhat: 'one per phase', unit: '' });
}

const MESSAGES_GOAL = 1500;

/**
 * Message delays per sealed decision: a 6-player game on a network where every message takes
 * exactly one tick and nothing is lost, played through round 1; for each sealed set (the choices
 * whose refs share the move count after '@'), the ticks from its first commitment leaving to its
 * last opening arriving (a bot answers at once, so that is all waiting on messages). The median
 * over the sets.
 */
function sealedDelays(harness: typeof import('../src/games/agot-harness') | null): number {
  if (harness === null) throw new Error('no harness');
  // Per sealed set: the first commitment sent and the last opening sent, in ticks.
  const sets = new Map<string, { first: number; last: number }>();
  const g = new harness.InMemoryGame(harness.agot({
    players: 6,
    seed: harness.seedBytes(6),
    faults: { delay: [1, 1] },
    syncInterval: 1_000,
    wrapTransport: (_, t) => ({
      ...t,
      broadcast: (bytes) => {
        const e = entryOf(bytes);
        const set = String((e?.body as { ref?: unknown } | undefined)?.ref).split('@')[1];
        const now = g.network.now; // the tick being delivered (the clock follows it only after the step)
        if (e?.kind === 'commit' && set !== undefined && !sets.has(set)) sets.set(set, { first: now, last: -1 });
        if (e?.kind === 'open' && set !== undefined && sets.has(set)) sets.get(set)!.last = now;
        t.broadcast(bytes);
      },
    }),
  }));
  g.start();
  g.run({ until: () => g.sessions[0]!.state.round >= 2 });
  const spans = [...sets.values()].filter((s) => s.last >= 0).map((s) => s.last + 1 - s.first);
  if (spans.length === 0) throw new Error('no sealed decision was opened');
  return spans.sort((a, b) => a - b)[spans.length >> 1]!;
}

/** The log entry inside a session's message (src/session/wire.ts), if it is one. */
function entryOf(bytes: Uint8Array): LogEntry | null {
  const m = decodeCanonical(bytes);
  const e = m.ok ? (m.value as { t?: unknown; e?: unknown }) : null;
  if (e?.t !== 'entry' || !(e.e instanceof Uint8Array)) return null;
  const entry = decodeLogEntry(e.e);
  return entry.ok ? entry.value : null;
}

// ---------------------------------------------------------------------------------------------

function ratio(r: Row): number | null {
  if (r.ours === null || r.limit === null || r.limit === 0) return null;
  return r.higherIsBetter ? r.limit / r.ours : r.ours / r.limit;
}

function figure(n: number | null): string {
  if (n === null) return 'n/a';
  if (n >= 100) return n.toFixed(0);
  if (n >= 10) return n.toFixed(1);
  return n.toFixed(2);
}

const started = performance.now();
if (values.engine) await engineRow();
else {
  if (values.noble || !(await startFastGroup())) notes.push('ristretto255 on noble alone (--noble, or libsodium could not be loaded)');
  ed25519Rows();
  await ristrettoRow();
  await escrowRows();
  encodeRow();
  await engineRow();
  if (!values.quick) await gameRows();
  await delaysRow();
}
const seconds = (performance.now() - started) / 1000;

if (values.json) {
  const out: Record<string, unknown> = {};
  for (const r of rows) {
    if (r.unit === 'µs') {
      // A primitive: the ratio is the figure; both times beside it.
      out[`${r.key}_ratio`] = ratio(r);
      out[`${r.key}_us`] = r.ours;
      out[`${r.key}_limit_us`] = r.limit;
    } else {
      out[r.key] = r.ours;
      if (r.limit !== null) out[`${r.key}_${r.limitWhat === 'goal' ? 'goal' : 'limit'}`] = r.limit;
    }
  }
  out.seconds = seconds;
  out.notes = notes;
  console.log(JSON.stringify(out));
} else {
  const table = [['figure', 'ours', 'limit', 'limit is', 'ratio'], ...rows.map((r) => [`${r.what}${r.unit ? ` (${r.unit})` : ''}`, figure(r.ours), figure(r.limit), r.limitWhat, figure(ratio(r))])];
  const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, c) => (c === 0 || c === 3 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log(`\nratio = ours / limit (for games/s: limit / ours); 1 is the limit. ${seconds.toFixed(0)} s in all.`);
  for (const n of notes) console.log(n);
}
