// What <so-lobby> says about rule options and rules builds, in one place for a translator. Whole
// sentences with their values, never fragments glued together. The options' own labels and choices
// are the engine's GAME_OPTIONS (engine/option-text.ts), their one home.
export const LOBBY_WORDS = {
  optionsLegend: 'Rule options',
  rulesBuild: (build: string) => `Rules build: ${build}. Every player needs the same one.`,
  buildsDiffer: (host: string, mine: string) =>
    `The rules builds differ, so you cannot join this game: it was made with ${host}; you have ${mine}. Open the game with the same version of Sealed Orders as its creator (reload this page, or ask the creator to reload theirs).`,
} as const;
