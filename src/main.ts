// The app's entry point. Until the board and the lobby exist (issues 8 and 9), it shows the
// starting position of a new game computed by the engine in the browser.
import { HOUSE_INFO, newGame, pending, stateHash, victoryPoints, type GameState } from '../engine/index';

function summary(state: GameState): string {
  const rows = state.options.houses
    .map((h) => {
      const house = state.houses[h];
      return `<tr><td>${HOUSE_INFO[h].name}</td><td>${house?.power ?? 0}</td><td>${house?.supply ?? 0}</td><td>${victoryPoints(state, h)}</td></tr>`;
    })
    .join('');
  const waiting = pending(state).map((d) => `${d.kind} (${d.house ?? 'dealer'}${d.sealed ? ', sealed' : ''})`);
  return `
    <table><tr><th>House</th><th>Power</th><th>Supply</th><th>Castles</th></tr>${rows}</table>
    <p>Iron Throne order: ${state.tracks['iron-throne'].map((h) => HOUSE_INFO[h].name).join(', ')}</p>
    <p>Waiting for: ${waiting.join('; ')}</p>
    <p>State hash: <code>${stateHash(state)}</code></p>`;
}

function show(): void {
  const select = document.querySelector<HTMLSelectElement>('#players');
  const target = document.querySelector<HTMLElement>('#game');
  if (select === null || target === null) return;
  target.innerHTML = summary(newGame({ players: Number(select.value) }));
}

document.querySelector('#players')?.addEventListener('change', show);
show();
