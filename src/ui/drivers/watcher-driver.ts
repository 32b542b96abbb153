// The watcher GameDriver: a spectator's page shows a live game through a Watcher (src/session/),
// which verifies every entry the players sign and replays it. Nobody is played from this page:
// `me()` is null, nothing is sealed or private here, and `submit` always refuses.
import { encodeLogEntry } from '../../../crypto/index';
import { pending, type Decision, type Move } from '../../../engine/index';
import type { Watcher } from '../../session/watcher';
import { drawnHouses } from '../../session/setup';
import { NO_PRIVATE_CARDS, type GameDriver } from './game-driver';
import { haltSummary, replicaLog, SessionHalted, signedLogFile } from './replica-view';
import { encodeLogFile } from '../../session/log-file';
import { ReplicaClocks } from './table-clocks';
import type { Agot } from '../../games/agot';

export interface WatcherDriverOptions {
  /** Close the watcher when the driver is disposed (default false: the caller owns it). */
  readonly closeOnDispose?: boolean;
  /** This page's clock, for the seats' clocks (default Date.now; style rule 23). */
  readonly now?: () => number;
}

export function createWatcherDriver(watcher: Watcher<Agot>, options: WatcherDriverOptions = {}): GameDriver {
  const { replica } = watcher;
  const listeners = new Set<() => void>();
  const log = replicaLog(replica);
  let failure: SessionHalted | null = null;
  const clocks = new ReplicaClocks(replica, options.now);
  const offChange = watcher.onChange(() => {
    clocks.observe();
    for (const listener of [...listeners]) listener();
  });

  return {
    state: () => replica.state,
    me: () => null,
    pending: (): readonly Decision[] => pending(replica.state),
    sealed: (): readonly Move[] => [],
    submit: (move: Move): Promise<void> => Promise.reject(new TypeError(`expected no move from a watcher, got ${move.kind}: this page only watches the game`)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    log,
    privateCards: () => NO_PRIVATE_CARDS,
    deadline: () => null,
    // The same file a player's page gives: what the fold consumed and the evidence of each deviation.
    exportLog: () => {
      const { entries, evidence } = replica.exported();
      return signedLogFile(replica, encodeLogFile(replica.setup, entries, evidence.map(encodeLogEntry)));
    },
    clocks: () => clocks.clocks(),
    drawnHouses: () => drawnHouses(replica.setup),
    failure(): Error | null {
      if (replica.status === 'diverged') {
        failure ??= new SessionHalted('The replay stopped here: this page computed another state than the players signed (its rules build differs); nobody is blamed', [], 'watcher');
        return failure;
      }
      if (replica.status !== 'halted') return null;
      failure ??= new SessionHalted(`The game halted: ${haltSummary(replica, watcher.proofs())}`, watcher.proofs());
      return failure;
    },
    dispose() {
      offChange();
      listeners.clear();
      if (options.closeOnDispose === true) watcher.close();
    },
  };
}
