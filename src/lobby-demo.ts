// The lobby demo page's script (src/lobby/lobby-demo.html): shows what this page settled (public
// parts only) and keeps every `lobby-ready` in `window.events`, the shape the browser tests' `mount`
// records. It mounts the UI's lobby panel, so it sits here beside the other pages' scripts
// (main.ts, board-demo.ts, embed-demo.ts), not in src/lobby/, which the UI imports.
//
// `?wotr-tables=synthetic` gives the panel the engine tests' synthetic War of the Ring card tables
// (src/games/wotr-synthetic.testkit.ts; the build ships none yet: src/games/registry.ts
// WOTR_TABLES), so its game picker can be tried and tested (src/ui/lobby/lobby-wotr.e2e.ts). This
// page is a development page (npm start), not in the app's build.
import { toHex } from '../crypto/index';
import './ui/lobby/lobby-panel';
import type { LobbyPanelElement } from './ui/lobby/lobby-panel.component';

if (new URLSearchParams(location.search).get('wotr-tables') === 'synthetic') {
  const { FELLOWSHIP_TABLE, FULL_TABLE } = await import('./games/wotr-synthetic.testkit');
  document.querySelector<LobbyPanelElement>('so-lobby')!.wotrTables = [
    { id: 'synthetic-fellowship', ...FELLOWSHIP_TABLE },
    { id: 'synthetic-full', ...FULL_TABLE },
  ];
}

const w = window as unknown as { events: { type: string; detail: unknown }[] };
w.events = [];
document.body.addEventListener('lobby-ready', (e) => {
  w.events.push({ type: 'lobby-ready', detail: e.detail });
  const r = e.detail;
  const seats = r.setup.seats.map((s, i) => `${s.house}: ${r.names[i]} (${r.peerIds[i]})${r.bots.some((b) => b.seat === i) ? ' bot' : ''}`);
  document.querySelector('#out')!.textContent = [`game ${toHex(r.gameId)}`, `my seat: ${r.seat ?? 'watching'}`, ...seats].join('\n');
});
