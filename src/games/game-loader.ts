// How code that runs on the first page reads a saved seat of any game (src/persist/saved-game-list.ts):
// given a loader of modules by id. A Game of Thrones' module is on the first page; another game's is
// not (its engine is in its page's chunk, test/e2e/first-page-weight.e2e.ts), so the page that has
// it loads it: the app's loader is `src/ui/shell/game-modules.ts`, through War of the Ring's page's
// own chunk (a dynamic import of any other module of it would split the first page's chunks, 2.5 kB
// more gzipped). Here only what needs no other chunk.
import type { GameModule } from '../session/game-module';
import { AGOT } from './agot';

/** Loads a game's module (`GameModule.id`); null when this build (or this loader) does not play it. */
export type ModuleLoader = (id: string) => Promise<GameModule | null>;

/** A Game of Thrones' module only: every other game's seat reads as one this build does not play. */
export const firstGameOnly: ModuleLoader = (id) => Promise.resolve(id === AGOT.id ? (AGOT as unknown as GameModule) : null);

/** `loader`, and `module` for its own id (a page that holds that game's module). */
export const alsoModule =
  (module: GameModule, loader: ModuleLoader = firstGameOnly): ModuleLoader =>
  (id) =>
    id === module.id ? Promise.resolve(module) : loader(id);
