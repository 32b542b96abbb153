// [WOTR-PROC-06] Replacement effects: "cycle this instead" of being eliminated or forsaken. The
// spec lists which cards react and where (from external card data, (ext)); a card table names
// one of these programs in `textProgram` for such a card. Only the replacement is built: the
// rest of those cards' texts is not.
import type { WotrState } from './state';
import type { EliminationContext } from './vocabulary';

/** Each replacement program and the eliminations it replaces ([WOTR-PROC-06]). */
export const REPLACEMENT_PROGRAMS: { readonly [program: string]: readonly EliminationContext[] } = Object.freeze({
  // Frodo, Bilbo: "cycle instead of eliminated/forsaken".
  'cycle-instead-of-eliminated': ['hand', 'deck-top', 'reserve', 'path-combat', 'battleground-combat', 'removed'],
  // Fatty Bolger: the same, only while in reserve.
  'cycle-instead-of-eliminated-in-reserve': ['reserve'],
  // Aragorn, Gandalf the White, the Witch-king, Saruman: "if forsaken from the top of the draw deck, cycle instead".
  'cycle-instead-if-forsaken-from-deck-top': ['deck-top'],
  // Elven Cloak, Merry, Pippin, Gollum, Sméagol: "in path combat, cycle instead".
  'cycle-instead-in-path-combat': ['path-combat'],
  // Nazgûl's Mantle, Woven of All Colours: "in combat, cycle instead".
  'cycle-instead-in-combat': ['path-combat', 'battleground-combat'],
});

/** Whether card `id` goes to the cycle pile instead when eliminated from `context`. */
export function reacts(s: Pick<WotrState, 'cards'>, id: string, context: EliminationContext): boolean {
  const program = s.cards.find((c) => c.id === id)?.textProgram ?? null;
  return program !== null && (REPLACEMENT_PROGRAMS[program] ?? []).includes(context);
}

/** Whether any card of a seat's deck list could react to a hidden elimination from `context` (public: the list is). */
export function mayReact(s: Pick<WotrState, 'cards' | 'seats'>, seat: number, context: EliminationContext): boolean {
  return s.seats[seat]!.list.some((id) => reacts(s, id, context));
}
