// The types of A Game of Thrones as the session's type parameter (src/session/game-module.ts
// GameTypes): `Session<Agot>`, `GameSetup<Agot>` … A file of its own so that the module (agot.ts)
// and its deck policy (agot-decks.ts) both name them without importing each other.
import type { Decision, GameConfig, GameState, House, Move } from '../../engine/index';
import type { Shown } from '../bots/player-view';
import type { GameTypes } from '../session/game-module';

export interface Agot extends GameTypes {
  readonly state: GameState;
  readonly move: Move;
  readonly decision: Decision;
  readonly config: GameConfig;
  readonly seat: House;
  /** The top Wildling card the Raven holder looked at, and the house's Tides of Battle card before its reveal. */
  readonly shown: Shown;
}
