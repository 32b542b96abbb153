// Registers <so-wotr-game> (and, through it, <so-wotr-table> and <so-wotr-decisions>).
import { WotrGameElement } from './wotr-game.component';

if (!customElements.get('so-wotr-game')) customElements.define('so-wotr-game', WotrGameElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-wotr-game': WotrGameElement;
  }
}
export { WotrGameElement };
