// Registers <so-open-game>.
import { OpenGameElement } from './open-game.component';

if (!customElements.get('so-open-game')) customElements.define('so-open-game', OpenGameElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-open-game': OpenGameElement;
  }
}
export { OpenGameElement };
