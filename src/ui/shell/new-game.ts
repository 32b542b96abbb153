// Registers <so-new-game>.
import { NewGameElement } from './new-game.component';

if (!customElements.get('so-new-game')) customElements.define('so-new-game', NewGameElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-new-game': NewGameElement;
  }
}
export { NewGameElement };
