// Registers <so-seat-clocks>.
import { SeatClocksElement } from './seat-clocks.component';

if (!customElements.get('so-seat-clocks')) customElements.define('so-seat-clocks', SeatClocksElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-seat-clocks': SeatClocksElement;
  }
}
export { SeatClocksElement };
