// What a driver shows of a Replica that it did not write itself: the readable log rebuilt from the
// replica's applied moves, and why the game halted. Shared by the session driver (a seat) and the
// watcher driver (a spectator), which read the same verified replica.
import { apply, newGame, stateHash, type GameState } from '../../../engine/index';
import type { Deviation } from '../../session/deviation';
import type { Replica } from '../../session/replica';
import { toHex } from '../../../crypto/index';
import type { GameFile, LogEntry } from './game-driver';
import type { Agot } from '../../games/agot';

/** Why a session or watcher stopped: the deviations it holds proof of, the first one that halted it named. */
export class SessionHalted extends Error {
  constructor(
    message: string,
    readonly deviations: readonly Deviation[],
    /** Set when this page's own fold diverged (nobody blamed): the shell shows the catalogue's sentence for it. */
    readonly diverged: 'seat' | 'watcher' | null = null,
  ) {
    super(message);
    this.name = 'SessionHalted';
  }
}

/** One line naming what stopped the game and whom the evidence blames. */
export function haltSummary(replica: Replica<Agot>, proofs: readonly Deviation[]): string {
  if (replica.unsupported !== null) return `the game reached something this version cannot serve: ${replica.unsupported}`;
  const proof = proofs.at(-1);
  if (proof === undefined) return 'the session halted without a recorded deviation';
  const seat = proof.culprit === null ? null : replica.setup.seats[proof.culprit];
  const who = seat === undefined || seat === null ? 'a peer not yet known' : `seat ${proof.culprit} (${seat.house})`;
  return `${proof.code} by ${who} at ${proof.at}: ${proof.detail}`;
}

/**
 * The game's log as the replica applied it, rebuilt lazily and extended as moves come in, so a
 * driver created mid-game (a reloaded page, a late watcher) has the whole history, and rebuilt
 * after a refold.
 * @returns a function giving the log so far (a new array whenever it grew)
 */
export function replicaLog(replica: Pick<Replica<Agot>, 'moves' | 'refolds' | 'setup'>): () => readonly LogEntry[] {
  let entries: readonly LogEntry[] = [];
  let refolds = replica.refolds;
  return () => {
    const moves = replica.moves;
    // A refold applies the moves again from the first, and they may differ from what was shown (the
    // canonical order dropped a late answer's branch): the log is rebuilt, never extended from a
    // state the replica no longer holds (which would show stale lines, or throw in apply).
    if (replica.refolds !== refolds || entries.length > moves.length) {
      refolds = replica.refolds;
      entries = [];
    }
    if (entries.length === moves.length) return entries;
    const added: LogEntry[] = [];
    let before: GameState = entries.at(-1)?.after ?? newGame(replica.setup.config);
    for (let seq = entries.length; seq < moves.length; seq++) {
      const move = moves[seq]!;
      const after = apply(before, move);
      added.push({ seq, move, before, after, hash: stateHash(after) });
      before = after;
    }
    entries = [...entries, ...added];
    return entries;
  };
}

/** A signed log file named by its game: `sealed-orders-<first 12 hex digits of the game id>-round-<n>.log`. */
export function signedLogFile(replica: Replica<Agot>, bytes: Uint8Array): GameFile {
  return { name: `sealed-orders-${toHex(replica.game).slice(0, 12)}-round-${replica.state.round}.log`, type: 'application/octet-stream', bytes };
}
