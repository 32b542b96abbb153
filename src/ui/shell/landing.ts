// Registers <so-landing>.
import { LandingElement } from './landing.component';

if (!customElements.get('so-landing')) customElements.define('so-landing', LandingElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-landing': LandingElement;
  }
}
export { LandingElement };
