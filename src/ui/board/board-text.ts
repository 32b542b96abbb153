// Registers <so-board-text>.
import { BoardTextElement } from './board-text.component';

if (!customElements.get('so-board-text')) customElements.define('so-board-text', BoardTextElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-board-text': BoardTextElement;
  }
}
export { BoardTextElement };
