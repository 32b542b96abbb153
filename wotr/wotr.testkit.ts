// Test helpers: a SYNTHETIC card table (invented types and icons, not the physical cards, which
// the spec does not give: [WOTR-DATA-01]) and a dealer that plays the protocol's part: it knows
// which card each ref is, as the seats' sessions would ([WOTR-HIO-01..12]).
import type { CardFacts, CardTable, LocationFacts } from './data/card-table';
import { FOTR_BALROG_DECK, FOTR_GANDALF_DECK } from './data/fellowship';
import { APPENDIX_B_LOCATIONS } from './data/locations';
import type { Draft, DraftState } from './piles';
import type { DeckOp, InPlay, WotrState } from './state';
import { NO_TOKENS } from './state';
import type { CardType, Faction } from './vocabulary';

/** A synthetic card with every field of [WOTR-DATA-03]. */
export function card(id: string, faction: Faction, type: CardType, icons: Partial<CardFacts> = {}): CardFacts {
  return {
    id,
    title: id,
    faction,
    type,
    bgAtk: 0,
    bgDef: 0,
    leadAtk: 0,
    leadDef: 0,
    pathIcons: 0,
    allowedPaths: type === 'character' ? [[1, 9]] : [],
    allowedWielders: [],
    keywords: [],
    textProgram: null,
    ...icons,
  };
}

const ARMIES = new Set(['goblins-of-the-misty-mountains', 'mordor-orcs', 'high-elves', 'hill-troll', 'cave-troll', 'barrow-wights']);
const ITEMS = new Set([
  'black-riders-mount', 'morgul-blade', 'nazguls-mantle', 'palantir-of-orthanc', 'sarumans-staff', 'blade-of-westernesse', 'dwarven-axe',
  'bow-of-the-galadhrim', 'elven-cloak', 'lembas', 'mirror-of-galadriel', 'nenya-ring-of-adamant', 'phial-of-galadriel', 'vilya-ring-of-air',
  'mithril-coat', 'sting', 'narya-ring-of-fire', 'gandalfs-staff', 'glamdring',
]);
const EVENTS = new Set(['black-breath', 'flocks-of-crebain', 'the-ringwraiths-are-abroad', 'caradhras-the-cruel']);

/** The Fellowship's 60 names with invented facts: armies 1/1, characters 1/1 and 1 path icon on paths 1–6, items +1 to any character of their team's factions. */
export const SYNTHETIC_FOTR: CardTable = [...FOTR_BALROG_DECK, ...FOTR_GANDALF_DECK].map((e) => {
  if (ARMIES.has(e.id)) return card(e.id, e.faction, 'army', { bgAtk: 1, bgDef: 1 });
  if (EVENTS.has(e.id)) return card(e.id, e.faction, 'event');
  if (ITEMS.has(e.id)) {
    const wielders = FOTR_BALROG_DECK.some((x) => x.id === e.id) ? ['monstrous', 'mordor', 'isengard'] : ['dunedain', 'dwarves', 'elves', 'hobbits', 'wizards'];
    return card(e.id, e.faction, 'item', { pathIcons: 1, bgAtk: 1, bgDef: 1, allowedWielders: wielders });
  }
  return card(e.id, e.faction, 'character', { bgAtk: 1, bgDef: 1, pathIcons: 1, allowedPaths: [[1, 6]] });
});

/** Appendix B with The Doors of Durin's defense set for tests (the sources say 1 or 0). */
export const TEST_LOCATIONS: readonly LocationFacts[] = APPENDIX_B_LOCATIONS.map((l) => (l.def === null ? { ...l, def: 1 } : l));

/** A small deterministic generator for tests only (the engine has no randomness). */
export function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** The protocol's knowledge: which card each ref is, kept up to date from the engine's deck operations. */
export class Dealer {
  readonly identity = new Map<number, string>();
  constructor(private readonly pick: (n: number) => number) {}

  /** Reads the ops of a new state; `lists` are the seats' public deck lists. */
  follow(state: WotrState): void {
    for (const op of state.ops) this.one(state, op);
  }

  private one(state: WotrState, op: DeckOp): void {
    if (op.op === 'new-deck') {
      const cards = [...state.seats[op.seat]!.list];
      op.refs.forEach((ref) => this.identity.set(ref, cards.splice(this.pick(cards.length), 1)[0]!));
    } else if (op.op === 'recycle') {
      const cards = op.from.map((r) => this.identity.get(r)!);
      op.to.forEach((ref) => this.identity.set(ref, cards.splice(this.pick(cards.length), 1)[0]!));
    }
  }

  cardOf(ref: number): string {
    const id = this.identity.get(ref);
    if (id === undefined) throw new RangeError(`expected a dealt ref, got ${ref}`);
    return id;
  }
}

/** A card in play for a hand-built position. */
export function inPlay(ref: number, id: string, owner: number, items: Draft<InPlay>[] = []): Draft<InPlay> {
  return { ref, card: id, owner, enteredReserveRound: 0, tokens: { ...NO_TOKENS }, items };
}

/** Freezes a value deeply, to prove `apply` never changes its input. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** A mutable copy of a state for building positions. */
export function edit(state: WotrState, change: (s: DraftState) => void): WotrState {
  const copy = structuredClone(state) as DraftState;
  change(copy);
  return copy as WotrState;
}
