// Registers <so-march-panel>.
import { MarchPanelElement } from './march-panel.component';

if (!customElements.get('so-march-panel')) customElements.define('so-march-panel', MarchPanelElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-march-panel': MarchPanelElement;
  }
}
export { MarchPanelElement };
