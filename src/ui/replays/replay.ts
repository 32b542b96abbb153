// A replay: a game's config and its moves as JSON (from a URL or a file), re-applied with the
// engine to give every state along the way. The JSON is untrusted input (style rule 4b): a bad shape
// or a move the engine refuses comes back as a typed error naming where, never as a throw.
import { apply, newGame, RuleViolation, type GameConfig, type GameState, type Move } from '../../../engine/index';

export interface Replay {
  readonly config: GameConfig;
  readonly moves: readonly Move[];
}

export type ReplayError =
  | { readonly code: 'not-a-replay'; readonly path: string; readonly message: string }
  | { readonly code: 'bad-config'; readonly path: 'config'; readonly message: string }
  | { readonly code: 'illegal-move'; readonly path: string; readonly index: number; readonly rule: string; readonly message: string };

export type ReplayResult = { readonly ok: true; readonly states: readonly GameState[] } | { readonly ok: false; readonly error: ReplayError };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a file's first character (after white space) opens JSON: a replay, not a signed log. */
export function looksLikeJson(bytes: Uint8Array): boolean {
  const first = bytes.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09);
  return first === 0x7b || first === 0x5b; // { or [
}

/**
 * Accepts `{ "config": GameConfig, "moves": Move[] }`, or a bare array of moves played with
 * `fallback` as the config. Moves are only shape-checked here (objects with a string `kind`); the
 * engine judges each one when it is applied (it never crashes on a hostile field, 2E-GEN-01).
 */
export function parseReplay(json: unknown, fallback: GameConfig = { players: 6 }): { ok: true; replay: Replay } | { ok: false; error: ReplayError } {
  const bare = Array.isArray(json);
  const moves: unknown = bare ? json : isObject(json) ? json.moves : undefined;
  const config: unknown = bare ? fallback : isObject(json) ? json.config : undefined;
  if (!Array.isArray(moves)) return { ok: false, error: { code: 'not-a-replay', path: 'moves', message: 'expected an array of moves, or an object with `config` and `moves`' } };
  if (!isObject(config)) return { ok: false, error: { code: 'not-a-replay', path: 'config', message: 'expected a config object' } };
  for (let i = 0; i < moves.length; i++) {
    const m: unknown = moves[i];
    if (!isObject(m) || typeof m.kind !== 'string') return { ok: false, error: { code: 'not-a-replay', path: `moves[${i}]`, message: 'expected a move object with a kind' } };
  }
  return { ok: true, replay: { config: config as GameConfig, moves: moves as Move[] } };
}

/** Every state of the replay: the new game first, then one per move. */
export function replayStates(replay: Replay): ReplayResult {
  let state: GameState;
  try {
    state = newGame(replay.config);
  } catch (error) {
    if (error instanceof RuleViolation) return { ok: false, error: { code: 'bad-config', path: 'config', message: error.message } };
    throw error;
  }
  const states: GameState[] = [state];
  for (let i = 0; i < replay.moves.length; i++) {
    try {
      state = apply(state, replay.moves[i]!);
    } catch (error) {
      if (error instanceof RuleViolation) return { ok: false, error: { code: 'illegal-move', path: `moves[${i}]`, index: i, rule: error.rule, message: error.message } };
      throw error;
    }
    states.push(state);
  }
  return { ok: true, states };
}
