// [WOTR-SETUP-01..06] A new game from a config: the scenario's seats, their decks built from the
// card table and dealt owner-blind, the battleground decks and the path deck.
import type { CardFacts, CardTable, LocationFacts, LocationTable } from './data/card-table';
import { ACTIVATION_PROGRAMS } from './activation';
import { APPENDIX_B_LOCATIONS } from './data/locations';
import { REPLACEMENT_PROGRAMS } from './replacement';
import { check } from './errors';
import { draw, type DraftState } from './piles';
import { SCENARIO_IDS, SCENARIOS, type Scenario, type ScenarioId } from './scenarios';
import type { SeatState } from './state';
import { CARD_TYPES, isFaction } from './vocabulary';

export interface WotrConfig {
  readonly scenario: ScenarioId;
  /** The faction cards, checked against the physical cards ([WOTR-DATA-03]). */
  readonly cards: CardTable;
  /** The locations; default Appendix B (unverified). Every location the scenario uses needs its printed defense. */
  readonly locations?: LocationTable;
  /** Trilogy: copies of a card in its faction's deck, where more than 1 (the table has one entry per card). */
  readonly copies?: { readonly [id: string]: number };
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** [WOTR-DATA-03] One table entry, checked for shape and for what the engine can run. */
function checkCard(c: CardFacts): void {
  check(typeof c.id === 'string' && c.id.length > 0, 'WOTR-DATA-03', 'a card needs an id');
  check(isFaction(c.faction), 'WOTR-DATA-03', `card ${c.id}: unknown faction ${String(c.faction)}`);
  check((CARD_TYPES as readonly string[]).includes(c.type), 'WOTR-DATA-03', `card ${c.id}: unknown type ${String(c.type)}`);
  for (const n of [c.bgAtk, c.bgDef, c.leadAtk, c.leadDef, c.pathIcons]) check(isCount(n), 'WOTR-DATA-03', `card ${c.id}: icon counts are integers ≥ 0`);
  // Of card texts, only the replacement programs of [WOTR-PROC-06] are built.
  check(c.textProgram === null || Object.hasOwn(REPLACEMENT_PROGRAMS, c.textProgram), 'WOTR-DATA-03', `card ${c.id}: no text program ${String(c.textProgram)}`);
}

/** The card ids of one seat's deck, with repeats, in table order. */
function deckList(scenario: Scenario, seat: number, config: WotrConfig): string[] {
  const spec = scenario.seats[seat]!;
  if ('list' in spec.deck) {
    const out: string[] = [];
    for (const entry of spec.deck.list) {
      const facts = config.cards.find((c) => c.id === entry.id);
      // [WOTR-DATA-03] every card of the scenario's list must be in the table, of the listed faction.
      check(facts !== undefined, 'WOTR-DATA-03', `the card table has no ${entry.id}`);
      check(facts.faction === entry.faction, 'WOTR-DATA-03', `card ${entry.id}: the list says ${entry.faction}, the table ${facts.faction}`);
      for (let i = 0; i < entry.copies; i++) out.push(entry.id);
    }
    return out;
  }
  const factions = spec.deck.factions;
  return config.cards.filter((c) => factions.includes(c.faction)).flatMap((c) => Array.from({ length: config.copies?.[c.id] ?? 1 }, () => c.id));
}

export function newGame(config: WotrConfig): DraftState {
  check((SCENARIO_IDS as readonly string[]).includes(config.scenario), 'WOTR-SETUP-01', `unknown scenario ${String(config.scenario)}`);
  const scenario = SCENARIOS[config.scenario];
  for (const c of config.cards) checkCard(c);
  check(new Set(config.cards.map((c) => c.id)).size === config.cards.length, 'WOTR-DATA-03', 'card ids must be unique');

  const lists = scenario.seats.map((_, i) => deckList(scenario, i, config));
  lists.forEach((list, i) => {
    // [WOTR-SCN-TRI-02], [WOTR-SCN-D2-01], [WOTR-SCN-D3-01], Appendix A: the scenario's deck sizes.
    const size = scenario.seats[i]!.deckSize;
    check(list.length === size, scenario.deckRule, `seat ${i}'s deck has ${list.length} cards, not ${size}`);
  });
  const used = new Set(lists.flat());
  const cards = config.cards.filter((c) => used.has(c.id));

  const table = config.locations ?? APPENDIX_B_LOCATIONS;
  const bgIds = scenario.battlegrounds.mode === 'random' ? scenario.battlegrounds.ids : scenario.battlegrounds.byRound.flat();
  const wanted = new Set([...scenario.paths, ...bgIds]);
  const locations: LocationFacts[] = table.filter((l) => wanted.has(l.id));
  for (const id of wanted) {
    const l = locations.find((x) => x.id === id);
    check(l !== undefined, 'WOTR-DATA-03', `the location table has no ${id}`);
    // [WOTR-DATA-03] a value the sources disagree on must be checked before use.
    check(l.def !== null, 'WOTR-DATA-03', `location ${id}: its printed defense is unverified`);
    check(l.activationProgram === null || l.activationProgram in ACTIVATION_PROGRAMS, 'WOTR-DATA-03', `location ${id}: no activation program ${l.activationProgram}`);
  }
  const bgOf = (side: 'fp' | 'shadow'): string[] => locations.filter((l) => l.kind === 'battleground' && l.side === side).map((l) => l.id);
  // [WOTR-SETUP-04] the path deck, stacked by number, not shuffled.
  const pathDeck = locations.flatMap((l) => (l.kind === 'path' ? [l] : [])).sort((a, b) => a.number - b.number).map((l) => l.id);

  let nextRef = 0;
  const seats: SeatState[] = scenario.seats.map((spec, i) => {
    const refs = lists[i]!.map(() => nextRef++);
    return {
      name: spec.name,
      team: spec.team,
      list: lists[i]!,
      hand: [],
      deck: refs,
      cycle: [],
      eliminated: [],
      reserve: [],
      ringTokens: spec.ring === 'none' ? 0 : 1, // [WOTR-SETUP-02]
      ringUsedRound: 0,
      playedThisRound: [],
    };
  });
  const s: DraftState = {
    version: 1,
    scenario: scenario.id,
    cards: structuredClone(cards) as DraftState['cards'],
    locations: structuredClone(locations) as DraftState['locations'],
    round: 1,
    startSlot: scenario.firstStartSlot, // [WOTR-SETUP-02]
    seats: structuredClone(seats) as DraftState['seats'],
    battlegroundDecks: { fp: bgOf('fp'), shadow: bgOf('shadow') }, // [WOTR-SETUP-03]
    pathDeck,
    lastPathNumber: 0,
    battlegrounds: [],
    path: null,
    toResolve: [],
    lastPathFought: false,
    outOfGame: [],
    scoring: { fp: { won: [], faceDown: [], corruption: 0 }, shadow: { won: [], faceDown: [], corruption: 0 } }, // [WOTR-SETUP-06]
    nextRef,
    ops: seats.map((seat, i) => ({ op: 'new-deck' as const, seat: i, refs: [...seat.deck] })),
    tasks: [],
    step: { kind: 'setup-cycle', done: scenario.seats.map((spec) => spec.setupCycle === 0) },
    winner: null,
  };
  // [WOTR-SETUP-05] starting hands.
  scenario.seats.forEach((spec, i) => draw(s, i, spec.setupDraw));
  return s;
}
