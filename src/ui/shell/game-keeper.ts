// Keeps what "My games" needs of the game this page plays, as it goes: the summary (houses, round,
// whom the table waits for, winner, last activity), the moves of a game against bots (so a reload
// resumes it), and for a networked game a copy of the signed log at each new round and when the
// page leaves the game (so the list can export it). Reads the driver; never changes the game.
import type { House } from '../../../engine/index';
import { saveLogCopy, saveSummary, type GameSummary } from '../../play/game-summaries';
import { saveSeen } from '../../play/last-visit';
import type { LocalGameRecord } from '../../play/local-games';
import type { GameDriver } from '../drivers/game-driver';
import { isWaitedFor } from '../drivers/table-clocks';

export interface KeeperOptions {
  /** The game's key in "My games" (`myGameKey`). */
  readonly key: string;
  /** A game against bots: where its moves are appended. */
  readonly record?: LocalGameRecord;
  /** Keep copies of the signed log (networked games). */
  readonly keepLog?: boolean;
  readonly now?: () => number;
}

/** What the list shows of the game now. */
export function summaryOf(driver: GameDriver, lastActivity: number): GameSummary {
  const state = driver.state();
  const houses: readonly House[] = state.options.houses;
  const waitingFor = driver.clocks().filter(isWaitedFor).map((c) => c.house);
  return { houses, me: driver.me(), round: state.round, waitingFor: state.winner === null ? waitingFor : [], winner: state.winner, lastActivity };
}

const sameSummary = (a: GameSummary | null, b: GameSummary): boolean =>
  a !== null && a.round === b.round && a.winner === b.winner && a.waitingFor.join() === b.waitingFor.join() && a.lastActivity === b.lastActivity;

/** Starts keeping; returns the function that stops (and writes the last copy). */
export function keepGame(driver: GameDriver, options: KeeperOptions): () => Promise<void> {
  const now = options.now ?? (() => Date.now());
  let moves = driver.log().length;
  let activity = now();
  let last: GameSummary | null = null;
  let copiedRound = -1;
  let copying: Promise<void> = Promise.resolve();

  const copyLog = (): void => {
    if (options.keepLog !== true) return;
    const file = driver.exportLog();
    // One copy at a time, in order; a failed copy leaves the older one.
    copying = copying.then(() => saveLogCopy(options.key, file)).catch(() => undefined);
  };

  const update = (): void => {
    const log = driver.log();
    options.record?.append(log);
    if (log.length !== moves) {
      moves = log.length;
      activity = now();
      saveSeen(options.key, moves);
    }
    const summary = summaryOf(driver, activity);
    if (!sameSummary(last, summary)) saveSummary(options.key, summary);
    last = summary;
    const state = driver.state();
    const round = state.winner === null ? state.round : Number.MAX_SAFE_INTEGER;
    if (round !== copiedRound && moves > 0) {
      copiedRound = round;
      copyLog();
    }
  };

  const off = driver.subscribe(update);
  update();
  return async () => {
    off();
    update();
    copyLog();
    await copying;
    await options.record?.flushed().catch(() => undefined);
    await options.record?.close();
  };
}
