// A page showing the board with the 6-player start position, dressed with a few orders (sealed and
// revealed), Power tokens, a routed unit and highlighted areas, to look at the scene by eye and to
// take screenshots. `?plain` shows the bare start position.
import { AREAS, newGame, ORDER_TOKENS, type GameState } from '../engine/index';
import type { AreaId } from '../engine/data/areas';
import { createBoard, type Selection } from '../scene/index';

const canvas = document.querySelector<HTMLCanvasElement>('#board')!;
const status = document.querySelector<HTMLDivElement>('#pick')!;
const board = createBoard(canvas, { data: { areas: AREAS, orderTokens: ORDER_TOKENS } });

function dressed(start: GameState): { state: GameState; selection: Selection } {
  const areas = { ...start.areas };
  const set = (area: AreaId, patch: Partial<GameState['areas'][AreaId]>): void => {
    areas[area] = { ...areas[area], ...patch };
  };
  set('winterfell', { order: { house: 'stark', token: 'march-plus-1' } });
  set('white-harbor', { order: { house: 'stark', token: 'defense-plus-2' } });
  set('lannisport', { order: { house: 'lannister', token: 'consolidate-special' } });
  set('sunspear', { order: { house: 'martell', token: 'support-a' } });
  set('pyke', { order: { house: 'greyjoy', token: 'raid-special' } });
  set('the-golden-sound', { order: { house: 'lannister', token: 'march-minus-1' } });
  set('port-of-lannisport', { order: { house: 'lannister', token: 'raid-a' } });
  set('blackwater', { powerToken: 'lannister' });
  set('the-twins', { powerToken: 'stark' });
  set('the-reach', { units: [{ house: 'tyrell', type: 'footman', routed: false }, { house: 'tyrell', type: 'footman', routed: true }] });
  return {
    state: { ...start, areas },
    selection: {
      highlight: ['the-reach', 'blackwater', 'searoad-marches', 'dornish-marches'],
      sealedOrders: [
        { area: 'dragonstone', house: 'baratheon' },
        { area: 'kingswood', house: 'baratheon' },
        { area: 'highgarden', house: 'tyrell' },
        { area: 'the-shivering-sea', house: 'stark' },
      ],
    },
  };
}

const start = newGame({ players: 6 });
const { state, selection } = new URLSearchParams(location.search).has('plain') ? { state: start, selection: {} } : dressed(start);
board.update(state, selection);
board.onPick((e) => {
  status.textContent = JSON.stringify(e);
});
// For screenshots and measurements from a test driver.
Object.assign(window, { boardDemo: board });
