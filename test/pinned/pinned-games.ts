// Pinned games: seeded engine-only games whose state after every move is fixed in
// test/pinned/pinned-games.json. Any change in the engine's behaviour, the bots or the dealer
// changes a hash here, so it shows up at once and must be acknowledged by regenerating the file
// with a reason (`npm run pin-games -- --reason "…"`). The games use the project's own pieces:
// the seeded dealer, the random and heuristic bots and the local game loop of src/.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson, newGame, stateHash, type GameConfig, type House } from '../../engine/index';
import type { Bot } from '../../src/bots/bot';
import { heuristicBot } from '../../src/bots/heuristic-bot';
import { randomBot } from '../../src/bots/random-bot';
import { playLocalGame } from '../../src/local-game';

export interface PinnedGame {
  /** A short unique name, shown when the game diverges. */
  readonly name: string;
  readonly config: GameConfig;
  readonly seed: number;
  readonly bots: 'random' | 'heuristic';
}

/** What is stored for one game: enough to prove it unchanged and to say where it first differs. */
export interface PinnedRecord {
  readonly name: string;
  readonly moves: number;
  readonly winner: string | null;
  readonly round: number;
  readonly finalHash: string;
  /** SHA-256 over every state hash in order, joined by newlines. */
  readonly digest: string;
  /** SHA-256 over every move's canonical JSON, joined by newlines: unchanged when only the state's shape changes. */
  readonly movesDigest: string;
  /** For each block of BLOCK moves, the first 16 hex digits of the SHA-256 over its state hashes. */
  readonly blocks: readonly string[];
}

export interface PinnedFile {
  /** The rules build the games were pinned with (engine/fingerprint.ts). */
  readonly rules: { readonly version: number; readonly fingerprint: string };
  /** Why the file was last regenerated, newest first: the acknowledgement of every change. */
  readonly history: readonly { readonly date: string; readonly reason: string }[];
  readonly games: readonly PinnedRecord[];
}

export const BLOCK = 50;

/** The set: every player count, with and without Tides of Battle, both kinds of bots. */
export const PINNED_GAMES: readonly PinnedGame[] = [
  { name: '3p-random', config: { players: 3 }, seed: 1, bots: 'random' },
  { name: '4p-random', config: { players: 4 }, seed: 2, bots: 'random' },
  { name: '5p-random', config: { players: 5 }, seed: 3, bots: 'random' },
  { name: '6p-random', config: { players: 6 }, seed: 4, bots: 'random' },
  { name: '3p-random-tides', config: { players: 3, tidesOfBattle: true }, seed: 5, bots: 'random' },
  { name: '4p-random-tides', config: { players: 4, tidesOfBattle: true }, seed: 6, bots: 'random' },
  { name: '5p-random-tides', config: { players: 5, tidesOfBattle: true }, seed: 7, bots: 'random' },
  { name: '6p-random-tides', config: { players: 6, tidesOfBattle: true }, seed: 8, bots: 'random' },
  { name: '4p-heuristic', config: { players: 4 }, seed: 9, bots: 'heuristic' },
  { name: '6p-heuristic-tides', config: { players: 6, tidesOfBattle: true }, seed: 10, bots: 'heuristic' },
  // Each game option away from its default (engine/config.ts).
  { name: '4p-random-dark-wings-no-ports', config: { players: 4, darkWingsPorts: false }, seed: 2, bots: 'random' },
  { name: '4p-random-two-position-overlay', config: { players: 4, kingsCourtOverlay: 'two-positions' }, seed: 11, bots: 'random' },
  { name: '3p-random-no-port-ship', config: { players: 3, lannisterPortShipAtThree: false }, seed: 12, bots: 'random' },
  { name: '5p-random-faq2-tiebreakers', config: { players: 5, faq2Tiebreakers: true }, seed: 13, bots: 'random' },
];

function seedBytes(seed: number): Uint8Array {
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(0, seed);
  return bytes;
}

const digestOf = (hashes: readonly string[]) => bytesToHex(sha256(utf8ToBytes(hashes.join('\n'))));

/** Plays one pinned game and returns its record. */
export function playPinned(game: PinnedGame): PinnedRecord {
  const seed = seedBytes(game.seed);
  const houses = newGame(game.config).options.houses;
  const bots: Partial<Record<House, Bot>> = Object.fromEntries(
    houses.map((h) => [h, game.bots === 'heuristic' ? heuristicBot(seed, h) : randomBot(seed, h)]),
  );
  const hashes: string[] = [];
  const played: string[] = [];
  const onMove = (s: Parameters<typeof stateHash>[0], move: unknown) => {
    hashes.push(stateHash(s));
    played.push(canonicalJson(move));
  };
  const { state, moves } = playLocalGame({ config: game.config, seed, bots, maxMoves: 20_000, onMove });
  const blocks: string[] = [];
  for (let i = 0; i < hashes.length; i += BLOCK) blocks.push(digestOf(hashes.slice(i, i + BLOCK)).slice(0, 16));
  return { name: game.name, moves, winner: state.winner, round: state.round, finalHash: stateHash(state), digest: digestOf(hashes), movesDigest: digestOf(played), blocks };
}

/** Where a replayed game first differs from its record, in words; null when it is the same. */
export function divergence(stored: PinnedRecord, now: PinnedRecord): string | null {
  if (stored.digest === now.digest && stored.finalHash === now.finalHash && stored.moves === now.moves && stored.movesDigest === now.movesDigest) return null;
  const block = stored.blocks.findIndex((b, i) => now.blocks[i] !== b);
  const where = block < 0 ? `after move ${Math.min(stored.moves, now.moves)}` : `within moves ${block * BLOCK + 1}–${block * BLOCK + BLOCK}`;
  const moves = stored.movesDigest === now.movesDigest ? 'the same moves, other states' : 'other moves';
  return `${stored.name} first differs ${where}: ${moves} (was ${stored.moves} moves, winner ${stored.winner}; now ${now.moves} moves, winner ${now.winner})`;
}
