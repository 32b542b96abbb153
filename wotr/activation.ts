// [WOTR-LOC-01] Activating a location: face up in the centre, then its activation text resolves.
// The texts built are the ones the spec gives from the seed ([WOTR-DATA-01]): Henneth Annûn,
// Egladil, Orthanc, and the Dol Guldur / Lórien link ([WOTR-LOCS-05]); and Edoras → Helm's Deep,
// which the spec gives as (ext) in the same rule. A text that needs a seat's choice
// leaves tasks in `state.tasks`, which the flow runs before anything else.
import type { DraftState } from './piles';
import { locationOf, seatsOf } from './piles';
import { SCENARIOS } from './scenarios';
import { NO_TOKENS, type WotrState } from './state';
import type { Faction } from './vocabulary';

/**
 * [WOTR-CARD-06] "The ⟨Faction⟩ player": the seat whose deck holds that faction's cards (in
 * seat order; null when no deck does, and then the text does nothing).
 */
export function factionSeat(s: Pick<WotrState, 'seats' | 'cards'>, faction: Faction): number | null {
  const at = s.seats.findIndex((seat) => seat.list.some((id) => s.cards.find((c) => c.id === id)?.faction === faction));
  return at < 0 ? null : at;
}

/**
 * "Each FP player" ([WOTR-SCN-D2-05], [WOTR-SCN-D3-05]): every seat of the team, in seat order;
 * a team's single seat in a Duel runs the whole sequence twice.
 */
function eachPlayer(s: DraftState, team: 'fp' | 'shadow'): number[] {
  const seats = seatsOf(s, team);
  return SCENARIOS[s.scenario].eachPlayerTwice.includes(team) ? seats.flatMap((seat) => [seat, seat]) : seats;
}

/** The activation programs, by the id a location table names ([WOTR-DATA-03] `activationProgram`). */
export const ACTIVATION_PROGRAMS: { readonly [program: string]: (s: DraftState) => void } = Object.freeze({
  // [WOTR-DATA-01] Henneth Annûn: "the Dúnedain player draws 1" (once: [WOTR-SCN-D2-05]).
  'henneth-annun': (s: DraftState) => {
    const seat = factionSeat(s, 'dunedain');
    if (seat !== null) s.tasks.push({ kind: 'draw', seat, count: 1 });
  },
  // [WOTR-DATA-01], [WOTR-SCN-D2-05] Egladil: "each FP player draws 2 then cycles 1".
  egladil: (s: DraftState) => {
    for (const seat of eachPlayer(s, 'fp')) s.tasks.push({ kind: 'draw', seat, count: 2 }, { kind: 'cycle', seat });
  },
  // [WOTR-DATA-01] Orthanc: "Isengard may take Saruman from deck or cycle pile, then recycle".
  orthanc: (s: DraftState) => {
    const seat = factionSeat(s, 'isengard');
    if (seat === null || !s.seats[seat]!.list.includes('saruman')) return;
    s.tasks.push({ kind: 'take-then-recycle', seat, card: 'saruman' });
    s.ops.push({ op: 'search', seat, refs: [...s.seats[seat]!.deck] }); // [WOTR-HIO-09] the owner looks through its deck
  },
  // [WOTR-LOCS-05] (ext) Edoras also activates Helm's Deep if Helm's Deep is still in the FP deck.
  edoras: (s: DraftState) => {
    if (s.battlegroundDecks.fp.includes('helms-deep')) activateBattleground(s, 'helms-deep');
  },
  // [WOTR-DATA-01], [WOTR-LOCS-05] Dol Guldur activates or reactivates Lórien, and the reverse.
  'dol-guldur': (s: DraftState) => activateOrReactivate(s, 'lorien'),
  lorien: (s: DraftState) => activateOrReactivate(s, 'dol-guldur'),
});

function runProgram(s: DraftState, id: string): void {
  const program = locationOf(s, id).activationProgram;
  if (program !== null) ACTIVATION_PROGRAMS[program]!(s);
}

/** [WOTR-LOC-01] Activate a battleground out of its deck, then its text; already active: nothing ([WOTR-OPEN-12]). */
export function activateBattleground(s: DraftState, id: string): void {
  if (s.battlegrounds.some((b) => b.id === id)) return;
  for (const side of ['fp', 'shadow'] as const) s.battlegroundDecks[side] = s.battlegroundDecks[side].filter((b) => b !== id);
  s.battlegrounds.push({ id, ignorePrintedDef: false, tokens: { ...NO_TOKENS }, cards: [] });
  runProgram(s, id);
}

/**
 * [WOTR-LOCS-04] Reactivate a battleground out of a scoring area: it must be won again, its text
 * resolves again, and out of the other side's area its printed BG-DEF is ignored ([WOTR-CMB-18]).
 */
function reactivateBattleground(s: DraftState, id: string, from: 'fp' | 'shadow'): void {
  const l = locationOf(s, id);
  if (l.kind !== 'battleground') throw new RangeError(`expected a battleground, got ${id}`);
  s.scoring[from].won = s.scoring[from].won.filter((w) => w !== id);
  s.battlegrounds.push({ id, ignorePrintedDef: from !== l.side, tokens: { ...NO_TOKENS }, cards: [] });
  runProgram(s, id);
}

/** Activate `id` from its deck, or reactivate it from a scoring area; nothing if active or absent ([WOTR-OPEN-12]). */
function activateOrReactivate(s: DraftState, id: string): void {
  if (s.battlegrounds.some((b) => b.id === id)) return;
  if (s.battlegroundDecks.fp.includes(id) || s.battlegroundDecks.shadow.includes(id)) return activateBattleground(s, id);
  for (const team of ['fp', 'shadow'] as const) if (s.scoring[team].won.includes(id)) return reactivateBattleground(s, id, team);
}

/** [WOTR-LOCS-06], [WOTR-LOCS-08] Activate a path: the cards of lower numbers are set aside; each path once per game; then its text. */
export function activatePath(s: DraftState, id: string): void {
  const l = locationOf(s, id);
  if (l.kind !== 'path') throw new RangeError(`expected a path, got ${id}`);
  s.pathDeck = s.pathDeck.filter((p) => {
    const other = locationOf(s, p);
    return p !== id && other.kind === 'path' && other.number > l.number;
  });
  s.lastPathNumber = l.number;
  s.path = { id, ignorePrintedDef: false, tokens: { ...NO_TOKENS }, cards: [] };
  runProgram(s, id);
}
