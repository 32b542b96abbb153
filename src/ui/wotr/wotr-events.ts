// The events of War of the Ring's page (style rule 21): intent as `request-…` events, bubbling and
// composed, typed by augmenting HTMLElementEventMap. `<so-wotr-game>`, which owns the driver, decides.
import type { Move } from '../../../wotr/index';

/** What a new game of War of the Ring against the bot starts with: this page's seat, by name. */
export interface WotrSetup {
  readonly seat: 'balrog' | 'gandalf';
}

declare global {
  interface HTMLElementEventMap {
    /** A move of the player's, one of the driver's offered moves. */
    'request-wotr-move': CustomEvent<{ readonly move: Move }>;
    /** The player asks for the game's signed log as a file. */
    'request-wotr-download': CustomEvent<{ readonly name: string; readonly type: string; readonly bytes: Uint8Array }>;
    /** Start a game of War of the Ring against the bot. */
    'request-new-wotr-game': CustomEvent<WotrSetup>;
  }
}
