// Registers <so-game-hud>.
import { GameHudElement } from './game-hud.component';

if (!customElements.get('so-game-hud')) customElements.define('so-game-hud', GameHudElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-game-hud': GameHudElement;
  }
}
export { GameHudElement };
