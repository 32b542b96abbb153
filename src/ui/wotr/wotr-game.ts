// Registers <so-wotr-game> (and, through it, <so-wotr-table> and <so-wotr-decisions>).
import { WotrGameElement } from './wotr-game.component';

if (!customElements.get('so-wotr-game')) customElements.define('so-wotr-game', WotrGameElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-wotr-game': WotrGameElement;
  }
}
export { WotrGameElement };
// What the shell and My games take from this chunk besides the page (one dynamic import of it, so the first page's chunks do not split).
export { keepWotrLobby, resumeWotrLobby } from './wotr-network';
export { WOTR } from '../../games/wotr';
