// The lobby demo page's script (src/lobby/lobby-demo.html): shows what this page settled (public
// parts only) and keeps every `lobby-ready` in `window.events`, the shape the browser tests' `mount`
// records. It mounts the UI's lobby panel, so it sits here beside the other pages' scripts
// (main.ts, board-demo.ts, embed-demo.ts), not in src/lobby/, which the UI imports.
import { toHex } from '../crypto/index';
import './ui/lobby/lobby-panel';

const w = window as unknown as { events: { type: string; detail: unknown }[] };
w.events = [];
document.body.addEventListener('lobby-ready', (e) => {
  w.events.push({ type: 'lobby-ready', detail: e.detail });
  const r = e.detail;
  const seats = r.setup.seats.map((s, i) => `${s.house}: ${r.names[i]} (${r.peerIds[i]})${r.bots.some((b) => b.seat === i) ? ' bot' : ''}`);
  document.querySelector('#out')!.textContent = [`game ${toHex(r.gameId)}`, `my seat: ${r.seat ?? 'watching'}`, ...seats].join('\n');
});
