// [WOTR-CMB-*] Combat: path combat ([WOTR-CMB-10..12]) and battleground combat
// ([WOTR-CMB-15..21]), with the casualty rule both share ([WOTR-CMB-05]).
import { WotrRuleViolation } from './errors';
import { cardOf, cycleFromPlay, eliminateFromPlay, locationOf, seatsOf, type Draft, type DraftState } from './piles';
import { SCENARIOS } from './scenarios';
import type { ActiveLocation, CasualtyChoice, InPlay, Ref, WotrState } from './state';
import { otherTeam, type Team } from './vocabulary';

/** The team of a card in play: its owner's ([WOTR-SEAT-02]). */
export function teamOfCard(s: Pick<WotrState, 'seats'>, card: InPlay): Team {
  return s.seats[card.owner]!.team;
}

/** [WOTR-LOC-06] Who defends a location: a battleground's side; on a path always the Free Peoples. */
export function defenderOf(s: Pick<WotrState, 'locations'>, id: string): Team {
  const l = locationOf(s, id);
  return l.kind === 'battleground' ? l.side : 'fp';
}

/**
 * [WOTR-CMB-19], [WOTR-CMB-21] The characters of one team supported at a battleground: each army
 * supports at most one character of its faction. The engine's default pairing maximises the
 * team's leadership icons (allowed by [WOTR-CMB-21]); ties go to the earliest characters and
 * armies in the location's order, so every peer finds the same pairing.
 */
export function supported(s: Pick<WotrState, 'cards'>, cards: readonly InPlay[], role: 'attack' | 'defense'): Set<Ref> {
  const lead = (c: InPlay): number => {
    const f = cardOf(s, c.card);
    return role === 'attack' ? f.leadAtk : f.leadDef;
  };
  const leaders = cards.filter((c) => cardOf(s, c.card).type === 'character' && lead(c) > 0);
  const armies = cards.filter((c) => cardOf(s, c.card).type === 'army');
  let best: { total: number; chosen: Ref[] } = { total: 0, chosen: [] };
  const search = (i: number, used: readonly boolean[], total: number, chosen: Ref[]): void => {
    if (i === leaders.length) {
      if (total > best.total) best = { total, chosen: [...chosen] };
      return;
    }
    const leader = leaders[i]!;
    const faction = cardOf(s, leader.card).faction;
    armies.forEach((army, a) => {
      if (used[a] || cardOf(s, army.card).faction !== faction) return;
      const next = [...used];
      next[a] = true;
      search(i + 1, next, total + lead(leader), [...chosen, leader.ref]);
    });
    search(i + 1, used, total, chosen);
  };
  search(0, armies.map(() => false), 0, []);
  return new Set(best.chosen);
}

/** A card's icons of one kind, with its items' and its tokens ([WOTR-PLAY-06], [WOTR-CMB-04]). */
function icons(s: Pick<WotrState, 'cards'>, c: InPlay, kind: 'bgAtk' | 'bgDef' | 'pAtk' | 'pDef', isSupported: boolean): number {
  const one = (x: InPlay): number => {
    const f = cardOf(s, x.card);
    if (kind === 'pAtk' || kind === 'pDef') return f.pathIcons;
    const base = kind === 'bgAtk' ? f.bgAtk : f.bgDef;
    const lead = kind === 'bgAtk' ? f.leadAtk : f.leadDef;
    return base + (isSupported ? lead : 0); // [WOTR-CMB-19] leadership only while supported
  };
  return one(c) + c.items.reduce((n, item) => n + one(item), 0) + c.tokens[kind];
}

/** The numbers of a combat at its start ([WOTR-CMB-10] 1–3, [WOTR-CMB-16] 1–3), supported values fixed ([WOTR-CMB-20]). */
export function combatStart(s: Pick<WotrState, 'cards' | 'locations' | 'seats'>, loc: ActiveLocation): CasualtyChoice {
  const facts = locationOf(s, loc.id);
  const defender = defenderOf(s, loc.id);
  const attackers = loc.cards.filter((c) => teamOfCard(s, c) !== defender);
  const defenders = loc.cards.filter((c) => teamOfCard(s, c) === defender);
  const printed = facts.def ?? 0;
  if (facts.kind === 'path') {
    // [WOTR-CMB-10] 1. A: P-ATK of the Shadow characters with items and tokens, plus path tokens.
    const attack = attackers.reduce((n, c) => n + icons(s, c, 'pAtk', false), 0) + loc.tokens.pAtk;
    // 2. Dloc: printed P-DEF plus P-DEF tokens on the path.
    const locationDef = printed + loc.tokens.pDef;
    const values = defenders.map((c) => ({ ref: c.ref, value: icons(s, c, 'pDef', false) }));
    // [WOTR-CMB-05], [WOTR-OPEN-02]: candidates cancel at least 1 icon.
    return { location: loc.id, attack, locationDef, remaining: Math.max(0, attack - locationDef), values: values.filter((v) => v.value > 0), chooser: defender };
  }
  const atkSupported = supported(s, attackers, 'attack');
  const defSupported = supported(s, defenders, 'defense');
  // [WOTR-CMB-16] 1. A: BG-ATK of every attacking card, with supported LEAD-ATK, plus attack tokens.
  const attack = attackers.reduce((n, c) => n + icons(s, c, 'bgAtk', atkSupported.has(c.ref)), 0) + loc.tokens.bgAtk;
  // 2. Dloc: printed BG-DEF ([WOTR-CMB-18]: not when reactivated from the other side) plus defense tokens.
  const locationDef = (loc.ignorePrintedDef ? 0 : printed) + loc.tokens.bgDef;
  const values = defenders.map((c) => ({ ref: c.ref, value: icons(s, c, 'bgDef', defSupported.has(c.ref)) }));
  return { location: loc.id, attack, locationDef, remaining: Math.max(0, attack - locationDef), values: values.filter((v) => v.value > 0), chooser: defender };
}

/**
 * [WOTR-CMB-05] Whether `chosen` is a legal casualty set: every candidate when they cannot cancel
 * R; otherwise sum ≥ R and sum − max < R (casualties are taken one at a time until R is met).
 */
export function isLegalCasualties(choice: CasualtyChoice, chosen: readonly Ref[]): boolean {
  if (new Set(chosen).size !== chosen.length) return false;
  const values = chosen.map((ref) => choice.values.find((v) => v.ref === ref)?.value);
  if (values.some((v) => v === undefined)) return false;
  const picked = values as number[];
  const total = choice.values.reduce((n, v) => n + v.value, 0);
  const R = choice.remaining;
  if (R === 0) return chosen.length === 0;
  if (total < R) return chosen.length === choice.values.length;
  const sum = picked.reduce((n, v) => n + v, 0);
  const max = picked.reduce((n, v) => Math.max(n, v), 0);
  return sum >= R && sum - max < R;
}

/**
 * Every legal casualty set, up to `limit` of them. The walk prunes a set once sum − max ≥ R, which
 * no superset can undo (adding x raises sum − max by x or keeps it at the old sum).
 */
export function legalCasualtySets(choice: CasualtyChoice, limit = Number.MAX_SAFE_INTEGER): Ref[][] {
  const refs = choice.values.map((v) => v.ref);
  const values = choice.values.map((v) => v.value);
  const R = choice.remaining;
  const out: Ref[][] = [];
  const walk = (i: number, chosen: Ref[], sum: number, max: number): void => {
    if (out.length >= limit || (R > 0 && chosen.length > 0 && sum - max >= R)) return;
    if (i === refs.length) {
      if (isLegalCasualties(choice, chosen)) out.push([...chosen]);
      return;
    }
    walk(i + 1, chosen, sum, max);
    walk(i + 1, [...chosen, refs[i]!], sum + values[i]!, Math.max(max, values[i]!));
  };
  walk(0, [], 0, 0);
  return out;
}

/**
 * The casualty set when the rule leaves no choice, else null: with R = 0, none; when every
 * candidate is needed (total − min < R, which covers total < R), all of them. Otherwise some
 * candidate x has total − x ≥ R, so an order with x last and one with x first give two legal sets.
 */
export function forcedCasualties(choice: CasualtyChoice): Ref[] | null {
  if (choice.remaining === 0) return [];
  const total = choice.values.reduce((n, v) => n + v.value, 0);
  const min = choice.values.reduce((n, v) => Math.min(n, v.value), Number.MAX_SAFE_INTEGER);
  return choice.values.length === 0 || total - min < choice.remaining ? choice.values.map((v) => v.ref) : null;
}

/** Takes an active location out of the centre ([WOTR-LOCS-09]). */
function takeLocation(s: DraftState, id: string): Draft<ActiveLocation> {
  if (s.path?.id === id) {
    const loc = s.path;
    s.path = null;
    return loc;
  }
  const at = s.battlegrounds.findIndex((b) => b.id === id);
  if (at < 0) throw new RangeError(`expected an active location, got ${id}`);
  return s.battlegrounds.splice(at, 1)[0]!;
}

/**
 * Ends a combat with the casualties chosen: casualties eliminated, defenders left over cycled
 * ([WOTR-CMB-10] 4, [WOTR-CMB-16] 4), every attacker eliminated ([WOTR-CMB-10] 5, [WOTR-CMB-16] 5),
 * and the location to the winner ([WOTR-CMB-11], [WOTR-CMB-17]). Location tokens are cleared with it ([WOTR-CMB-04]).
 */
export function finishCombat(s: DraftState, choice: CasualtyChoice, casualties: readonly Ref[]): void {
  const loc = takeLocation(s, choice.location);
  const facts = locationOf(s, loc.id);
  const defender = defenderOf(s, loc.id);
  for (const card of loc.cards) {
    if (teamOfCard(s, card) !== defender || casualties.includes(card.ref)) eliminateFromPlay(s, card, facts.kind === 'path' ? 'path-combat' : 'battleground-combat');
    else cycleFromPlay(s, card);
  }
  const cancelled = choice.values.filter((v) => casualties.includes(v.ref)).reduce((n, v) => n + v.value, 0);
  // [WOTR-CMB-10] 6. U: attack icons nobody cancelled.
  const uncancelled = Math.max(0, choice.remaining - cancelled);
  if (facts.kind === 'path') {
    if (SCENARIOS[s.scenario].pathScoring === 'duel') {
      // [WOTR-CMB-14], [WOTR-SCN-D2-06] Dtot = Dloc + every FP character's value: the FP must exceed A.
      const total = choice.locationDef + choice.values.reduce((n, v) => n + v.value, 0);
      if (total > choice.attack) s.scoring.fp.won.push(loc.id);
      else if (total === choice.attack) s.outOfGame.push(loc.id); // nobody scores; [WOTR-OPEN-04] set aside
      else {
        s.scoring.shadow.corruption += choice.attack - total;
        s.scoring.shadow.faceDown.push(loc.id);
      }
    } else if (uncancelled === 0) s.scoring.fp.won.push(loc.id); // [WOTR-CMB-11], [WOTR-CMB-12]
    else {
      s.scoring.shadow.corruption += uncancelled; // [WOTR-CMB-11]
      s.scoring.shadow.faceDown.push(loc.id);
    }
    if (facts.number === lastPathOf(s)) s.lastPathFought = true;
  } else {
    // [WOTR-CMB-17] a tie goes to the defender; an empty battleground too.
    s.scoring[uncancelled === 0 ? defender : otherTeam(defender)].won.push(loc.id);
  }
}

/** [WOTR-SCORE-11] The scenario's last path number ([WOTR-SCN-FOTR-06], [WOTR-SCN-TRI-07]). */
function lastPathOf(s: DraftState): number {
  return SCENARIOS[s.scenario].lastPath;
}

/**
 * Starts the combat at `id`: resolves it at once when only one casualty set is legal, otherwise
 * leaves it waiting for the defending team's choice ([WOTR-TEAM-03]).
 */
export function startCombat(s: DraftState, id: string): Draft<CasualtyChoice> | null {
  const loc = s.path?.id === id ? s.path : s.battlegrounds.find((b) => b.id === id);
  if (loc === undefined || loc === null) throw new WotrRuleViolation('WOTR-CMB-02', `${id} is not an active location`);
  const choice = combatStart(s, loc);
  const forced = forcedCasualties(choice);
  if (forced !== null) {
    finishCombat(s, choice, forced);
    return null;
  }
  return structuredClone(choice) as Draft<CasualtyChoice>;
}

/** The seats that choose casualties: the defending team's, or the attacking team's after a disagreement ([WOTR-CMB-05], [WOTR-TEAM-03]). */
export function casualtySeats(s: Pick<WotrState, 'seats'>, choice: CasualtyChoice): number[] {
  return seatsOf(s, choice.chooser);
}
