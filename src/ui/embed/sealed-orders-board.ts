// Registers <sealed-orders-board> and the board element inside it.
import { SealedOrdersBoardElement, type BoardError } from './sealed-orders-board.component';
import '../board/game-board';

if (!customElements.get('sealed-orders-board')) customElements.define('sealed-orders-board', SealedOrdersBoardElement);

declare global {
  interface HTMLElementTagNameMap {
    'sealed-orders-board': SealedOrdersBoardElement;
  }
  interface HTMLElementEventMap {
    /** <sealed-orders-board>: the replay step shown changed. */
    'replay-state': CustomEvent<{ readonly step: number; readonly total: number }>;
    /** <sealed-orders-board>: a replay or a watch failed (also shown in its caption). */
    'board-error': CustomEvent<BoardError>;
  }
}
export { SealedOrdersBoardElement, type BoardError };
