// The shape of the card and location tables, exactly as [WOTR-DATA-03] lists their fields.
// No values live here: the spec has no icon values ([WOTR-DATA-01]) and says the table MUST be
// checked against the physical cards before use, so a game is given its card table in its config.
import type { CardType, Faction, Team } from '../vocabulary';

/** A path number or an inclusive range of path numbers, "a–b" ([WOTR-CARD-02]). */
export type PathRange = number | readonly [number, number];

/** One faction card ([WOTR-DATA-03], fields of [WOTR-CARD-02]). Icon counts are integers ≥ 0. */
export interface CardFacts {
  readonly id: string;
  readonly title: string;
  readonly faction: Faction;
  readonly type: CardType;
  readonly bgAtk: number;
  readonly bgDef: number;
  readonly leadAtk: number;
  readonly leadDef: number;
  /** [WOTR-CARD-04] P-DEF on a Free Peoples card, P-ATK on a Shadow card. */
  readonly pathIcons: number;
  /** Characters only ([WOTR-CARD-02]); empty for other types. */
  readonly allowedPaths: readonly PathRange[];
  /** Items only: card ids, keywords or factions a wielder must match ([WOTR-PLAY-06]). */
  readonly allowedWielders: readonly string[];
  /** [WOTR-CARD-05] Bold first words of the text (Nazgûl, Weapon, Mount, Ent). */
  readonly keywords: readonly string[];
  /**
   * The card's game text as a program of the engine. No program exists yet: a table entry with
   * one is refused by `newGame` ([WOTR-DATA-03]) until the text engine is built.
   */
  readonly textProgram: string | null;
}

/** One location card ([WOTR-DATA-03], fields of [WOTR-LOC-02] and [WOTR-LOC-03]). */
export type LocationFacts =
  | {
      readonly id: string;
      readonly title: string;
      readonly kind: 'battleground';
      /** [WOTR-LOC-02] The battleground deck it belongs to; that side defends ([WOTR-LOC-06]). */
      readonly side: Team;
      readonly vp: number;
      /** Printed BG-DEF; `null` where the sources disagree and nobody has checked the card. */
      readonly def: number | null;
      readonly defendingFactions: readonly Faction[];
      readonly attackingFactions: readonly Faction[];
      readonly activationProgram: string | null;
    }
  | {
      readonly id: string;
      readonly title: string;
      readonly kind: 'path';
      /** [WOTR-LOC-03] 1–9. */
      readonly number: number;
      readonly vp: number;
      /** Printed P-DEF; `null` where the sources disagree and nobody has checked the card. */
      readonly def: number | null;
      readonly activationProgram: string | null;
    };

export type CardTable = readonly CardFacts[];
export type LocationTable = readonly LocationFacts[];

/** Whether `n` lies in one of `ranges` ([WOTR-CARD-02]: "a–b" includes every number between). */
export function inPathRanges(ranges: readonly PathRange[], n: number): boolean {
  return ranges.some((r) => (typeof r === 'number' ? r === n : r[0] <= n && n <= r[1]));
}
