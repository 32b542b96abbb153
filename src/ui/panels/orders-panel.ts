// Registers <so-orders-panel>.
import { OrdersPanelElement } from './orders-panel.component';

if (!customElements.get('so-orders-panel')) customElements.define('so-orders-panel', OrdersPanelElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-orders-panel': OrdersPanelElement;
  }
}
export { OrdersPanelElement };
