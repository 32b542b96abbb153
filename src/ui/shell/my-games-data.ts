// What <so-my-games> reads and writes of the games saved on this device (src/play/my-games.ts, with
// the engine and the protocol's decoding), loaded by my-games.component.ts only when this device may
// hold a game (my-games-stored.ts), so a first visit's page does without it.
import { listMyGames, type MyGame } from '../../play/my-games';
import { loadGameModule } from './game-modules';

export { GameOpenElsewhere, keptLog, leaveMyGame } from '../../play/my-games';
export { exportLocalGame } from '../../play/local-games';

/** Every game saved here, of every game this build plays (War of the Ring's module fetched when one of its seats is found). */
export const listAllGames = (): Promise<MyGame[]> => listMyGames(undefined, undefined, loadGameModule);
