// The module of every game this build plays, by id, for what the first page reads of saved seats
// (My games): A Game of Thrones' at once; War of the Ring's from its page's chunk, fetched when a
// seat of it is found (the same dynamic import as the shell's, so the first page's chunks stay as
// they were: src/games/game-loader.ts). The same games as src/games/registry.ts `GAMES`
// (test/e2e/wotr-network.e2e.ts lists a War of the Ring game in My games through it).
import { firstGameOnly, type ModuleLoader } from '../../games/game-loader';
import type { GameModule } from '../../session/game-module';

export const loadGameModule: ModuleLoader = (id) => (id === 'wotr-card' ? import('../wotr/wotr-game').then((m) => m.WOTR as unknown as GameModule) : firstGameOnly(id));
