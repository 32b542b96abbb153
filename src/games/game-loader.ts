// The module of a game by its id, loaded when first asked for: A Game of Thrones' is on the first
// page already; another game's comes in its own chunk with its engine, which the first page does not
// load (test/e2e/first-page-weight.e2e.ts). What a saved seat (src/persist) is read with. The same
// games as registry.ts `GAMES`, which imports every module at once (game-loader.test.ts holds them equal).
import type { GameModule } from '../session/game-module';
import { AGOT } from './agot';

/** Loads a game's module (`GameModule.id`); null when this build does not play it. */
export type ModuleLoader = (id: string) => Promise<GameModule | null>;

const LOADERS: Readonly<Record<string, () => Promise<GameModule>>> = Object.freeze({
  [AGOT.id]: () => Promise.resolve(AGOT as unknown as GameModule),
  'wotr-card': () => import('./wotr').then((m) => m.WOTR as unknown as GameModule),
});

/** The ids this loader knows, in a fixed order. */
export const LOADABLE_GAME_IDS: readonly string[] = Object.freeze(Object.keys(LOADERS));

/** The module of the game named `id`, loaded; null when this build does not play it. */
export const loadGameModule: ModuleLoader = (id) => (Object.hasOwn(LOADERS, id) ? LOADERS[id]!() : Promise.resolve(null));
