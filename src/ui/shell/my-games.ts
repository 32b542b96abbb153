// Registers <so-my-games>.
import { MyGamesElement } from './my-games.component';

if (!customElements.get('so-my-games')) customElements.define('so-my-games', MyGamesElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-my-games': MyGamesElement;
  }
}
export { MyGamesElement };
