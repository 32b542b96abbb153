// Registers <so-open-tables>.
import { OpenTablesElement } from './open-tables.component';

if (!customElements.get('so-open-tables')) customElements.define('so-open-tables', OpenTablesElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-open-tables': OpenTablesElement;
  }
}
export { OpenTablesElement };
