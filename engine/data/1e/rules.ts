// How the 1st edition's rules differ from the 2nd edition's, as data the engine reads (agot-1e.md
// §2.2, the switches it suggests). Every value names the rule it transcribes; where the document
// leaves a switch open ("?"), the value is our ruling, listed in engine/README.md.
import type { OrderType } from '../vocabulary';
import type { UnitType1e } from './houses';

export const RULES_1E = {
  /** Order tokens a Raid may remove: Raid, Support, Consolidate Power only ([1E-RAID-02], [1E-RAID-03]). */
  raidTargets: ['raid', 'support', 'consolidate-power'] as readonly OrderType[],
  /** Orders the special Raid removes: up to two, possibly in two areas ([1E-RAID-02], open question 9). */
  specialRaidTargets: 2,
  /** Pillage: the raider takes 1 Power, the victim loses none ([1E-RAID-05]). */
  pillageVictimLoses: 0,
  /** The special Consolidate Power has no extra effect, never musters ([1E-ORD-01], [1E-CP-03]). */
  specialConsolidateMusters: false,
  /** Consolidate Power orders only on land ([1E-PLAN-05]). */
  consolidateAtSea: false,
  /** Every area with units need not get an order (FAQ, [1E-PLAN-03]). */
  mandatoryPlacement: false,
  /** All Consolidate Power orders resolve at once ([1E-CP-01]). */
  consolidateSimultaneous: true,
  /** The Messenger Raven swaps an order only; there is no wildling deck to look at ([1E-INF-05]). */
  ravenPeeks: false,
  /** Resolved Westeros cards go to the bottom of their deck; no discard piles ([1E-WEST-02]). */
  westerosToBottom: true,
  /** Reaching 12 on the Wildling track does not attack ([1E-WILD-03]). */
  attackAtMaxThreat: false,
  /** The threat token goes back to 0 after every attack ([1E-WILD-07]). */
  threatAfterAttack: 0,
  /** Night's Watch victory: the highest bidder may take one discarded House card back ([1E-WILD-05]). */
  nightsWatchRetrieves: 1,
  /** Wildling victory: every house removes units worth 2 mustering points, the lowest bidder 4 ([1E-WILD-06]). */
  wildlingLossPoints: { everyone: 2, lowestBidder: 4 },
  /** What a removed unit is worth towards those points ([1E-WILD-06], [1E-MUS-03]). */
  unitPoints: { footman: 1, knight: 2, ship: 1 } as { readonly [u in UnitType1e]: number },
  /** When the seventh card is played, all seven return to the hand ([1E-HCARD-03]). */
  houseCardsAllSevenReturn: true,
  /** Rains of Autumn: footmen add 0 when they support ([1E-WCARD-11]). */
  rainsOfAutumnFootmenSupport: 0,
  /** Game of Thrones gives crowns only, no port income ([1E-WCARD-04]). */
  gameOfThronesPorts: false,
  /** Absent houses' starting units stay on the board as neutral armies ([1E-FEW-01], [1E-FEW-02]). */
  absentHousesNeutralUnits: true,
  /** No garrisons, siege engines, ports or Tides of Battle ([1E-COMP-08], [1E-OPT-01]). */
  garrisons: false,
  tidesOfBattle: false,
  /** End-of-game ties: supply position, then available Power, then a shared victory ([1E-END-03]). */
  tieBreak: ['supply', 'power', 'draw'] as readonly ('supply' | 'power' | 'draw')[],
  /** Routed units stand up when the March step ends ([1E-RETREAT-07]). */
  routReset: 'after-marches' as 'after-marches' | 'cleanup',
} as const;
