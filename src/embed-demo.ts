// The embed demo: plays a short seeded game between bots in the page, serves its moves as a replay
// from a blob: URL to one <sealed-orders-board src=…>, and hands another one a state directly.
import { newGame } from '../engine/index';
import { createLocalDriver } from './ui/local-driver';
import { SealedOrdersBoardElement } from './ui/sealed-orders-board';

/** The moves of a bots-only 4-player game, up to the Planning phase of round 3. */
function recordedMoves() {
  const queue: (() => void)[] = [];
  const driver = createLocalDriver({ config: { players: 4 }, seed: new Uint8Array(32).fill(42), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  while (queue.length > 0 && driver.state().round < 3) queue.shift()!();
  driver.dispose();
  return driver.log().map((e) => e.move);
}

const json = JSON.stringify({ config: { players: 4 }, moves: recordedMoves() });
const replay = document.querySelector('#replay');
replay?.setAttribute('src', URL.createObjectURL(new Blob([json], { type: 'application/json' })));
const download = document.querySelector<HTMLAnchorElement>('#download');
if (download !== null) download.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }));

const start = document.querySelector('#start');
if (start instanceof SealedOrdersBoardElement) start.state = newGame({ players: 6 });
