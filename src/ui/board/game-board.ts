// Registers <so-game-board>.
import { GameBoardElement } from './game-board.component';

if (!customElements.get('so-game-board')) customElements.define('so-game-board', GameBoardElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-game-board': GameBoardElement;
  }
}
export { GameBoardElement };
