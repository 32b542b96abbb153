// Registers <so-phase-context>.
import { PhaseContextElement } from './phase-context.component';

if (!customElements.get('so-phase-context')) customElements.define('so-phase-context', PhaseContextElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-phase-context': PhaseContextElement;
  }
}
export { PhaseContextElement };
