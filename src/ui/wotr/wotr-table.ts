// Registers <so-wotr-table>.
import { WotrTableElement } from './wotr-table.component';

if (!customElements.get('so-wotr-table')) customElements.define('so-wotr-table', WotrTableElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-wotr-table': WotrTableElement;
  }
}
export { WotrTableElement };
