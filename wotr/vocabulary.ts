// The game's words as `as const` tuples (style rule 3): teams, factions, card and location kinds.

/** [WOTR-SEAT-02] The two teams. */
export const TEAMS = ['fp', 'shadow'] as const;
export type Team = (typeof TEAMS)[number];

/** [WOTR-COMP-01] The Free Peoples' factions, in the order the spec lists them. */
export const FP_FACTIONS = ['dunedain', 'elves', 'dwarves', 'hobbits', 'rohan', 'wizards'] as const;
/** [WOTR-COMP-01] The Shadow's factions. */
export const SHADOW_FACTIONS = ['isengard', 'monstrous', 'mordor', 'southrons'] as const;
export const FACTIONS = [...FP_FACTIONS, ...SHADOW_FACTIONS] as const;
export type Faction = (typeof FACTIONS)[number];

/** [WOTR-CARD-01] Faction card types. */
export const CARD_TYPES = ['army', 'character', 'item', 'event'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export function isFaction(value: unknown): value is Faction {
  return typeof value === 'string' && (FACTIONS as readonly string[]).includes(value);
}

/** The team a faction plays for ([WOTR-COMP-01]). */
export function teamOfFaction(faction: Faction): Team {
  return (FP_FACTIONS as readonly string[]).includes(faction) ? 'fp' : 'shadow';
}

export function otherTeam(team: Team): Team {
  return team === 'fp' ? 'shadow' : 'fp';
}

/** [WOTR-PROC-04], [WOTR-PROC-05] Where a card is eliminated from; replacement effects depend on it ([WOTR-PROC-06]). */
export const ELIMINATION_CONTEXTS = ['hand', 'deck-top', 'reserve', 'path-combat', 'battleground-combat', 'removed'] as const;
export type EliminationContext = (typeof ELIMINATION_CONTEXTS)[number];
