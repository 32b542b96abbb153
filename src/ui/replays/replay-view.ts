// Registers <so-replay-view> (its board comes with game-view.ts, loaded when a replay is shown).
import { ReplayViewElement } from './replay-view.component';
import '../panels/game-log-panel';
import '../panels/game-hud';

if (!customElements.get('so-replay-view')) customElements.define('so-replay-view', ReplayViewElement);

declare global {
  interface HTMLElementTagNameMap {
    'so-replay-view': ReplayViewElement;
  }
}
export { ReplayViewElement };
