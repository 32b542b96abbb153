// The element's reference page (embed-demo.html): plays a short seeded game between bots in the
// page and serves its moves as a replay from blob: URLs (with its config, and as a bare array),
// hands other boards a state, logs every board's events, sets the language example's `lang` from its
// select, and watches a lobby link on request.
import { newGame } from '../engine/index';
import { createLocalDriver } from './ui/drivers/local-driver';
import { SealedOrdersBoardElement } from './ui/embed/sealed-orders-board';

/** The moves of a bots-only 4-player game, up to the Planning phase of round 3. */
function recordedMoves() {
  const queue: (() => void)[] = [];
  const driver = createLocalDriver({ config: { players: 4 }, seed: new Uint8Array(32).fill(42), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  while (queue.length > 0 && driver.state().round < 3) queue.shift()!();
  driver.dispose();
  return driver.log().map((e) => e.move);
}

const jsonUrl = (value: unknown) => URL.createObjectURL(new Blob([JSON.stringify(value)], { type: 'application/json' }));
const board = (id: string) => document.querySelector(`#${id}`);

const moves = recordedMoves();
const replay = jsonUrl({ config: { players: 4 }, moves });
for (const id of ['replay', 'step', 'lang']) board(id)?.setAttribute('src', replay);
board('bare')?.setAttribute('src', jsonUrl(moves));
const download = document.querySelector<HTMLAnchorElement>('#download');
if (download !== null) download.href = replay;

for (const [id, players] of [['start', 6], ['styled', 3], ['camera', 6], ['bad-camera', 6]] as const) {
  const el = board(id);
  if (el instanceof SealedOrdersBoardElement) el.state = newGame({ players });
}

const events = document.querySelector('#events');
for (const name of ['replay-state', 'board-error'] as const) {
  document.addEventListener(name, (e) => {
    const line = document.createElement('div');
    line.textContent = `#${(e.target as Element).id} ${name} ${JSON.stringify((e as CustomEvent).detail)}`;
    events?.append(line);
    events?.scrollTo({ top: events.scrollHeight });
  });
}

document.querySelector<HTMLSelectElement>('#lang-choice')?.addEventListener('change', (e) => {
  board('lang')?.setAttribute('lang', (e.target as HTMLSelectElement).value);
});

document.querySelector<HTMLFormElement>('#watch-form')?.addEventListener('submit', (e) => {
  e.preventDefault();
  const link = new FormData(e.target as HTMLFormElement).get('link');
  const live = document.createElement('sealed-orders-board');
  live.id = 'watched';
  live.setAttribute('watch', String(link));
  live.setAttribute('watch-name', 'Reference page');
  document.querySelector('#watch-slot')?.replaceChildren(live);
});
