// Registers <so-chat>.
import { ChatElement } from './chat.component';

if (!customElements.get('so-chat')) customElements.define('so-chat', ChatElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-chat': ChatElement;
  }
}
export { ChatElement };
