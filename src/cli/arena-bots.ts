// The bots the arena can seat, by name, in a module that loads no bot and no engine: `npm run arena`
// checks --seat-bot and --others and prints its --help before it loads arena.ts and the engine.
export const ARENA_BOTS = ['random', 'heuristic', 'easy', 'normal', 'hard'] as const;
export type ArenaBot = (typeof ARENA_BOTS)[number];
