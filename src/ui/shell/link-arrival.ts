// Registers <so-link-arrival>.
import { LinkArrivalElement } from './link-arrival.component';

if (!customElements.get('so-link-arrival')) customElements.define('so-link-arrival', LinkArrivalElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-link-arrival': LinkArrivalElement;
  }
}
export { LinkArrivalElement };
