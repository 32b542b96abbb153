// Appendix A of the spec: The Fellowship of the Ring scenario's deck lists (names, factions and
// copy counts from the seed; the nine Nazgûl names are (ext), as the spec marks them) and its
// locations. Nothing else about these cards is known to the spec: their types, icons and texts
// must come from a card table checked against the physical cards ([WOTR-DATA-03]).
import type { Faction } from '../vocabulary';

export interface DeckListEntry {
  readonly id: string;
  readonly title: string;
  readonly faction: Faction;
  readonly copies: number;
}

const e = (id: string, title: string, faction: Faction, copies = 1): DeckListEntry => ({ id, title, faction, copies });

/** Appendix A, "Balrog of Moria (Shadow), 30 cards". */
export const FOTR_BALROG_DECK: readonly DeckListEntry[] = Object.freeze([
  e('balrog-of-moria', 'Balrog of Moria', 'monstrous'),
  e('barrow-wights', 'Barrow-wights', 'monstrous'),
  e('caradhras-the-cruel', 'Caradhras the Cruel', 'monstrous'),
  e('cave-troll', 'Cave-troll', 'monstrous'),
  e('flocks-of-crebain', 'Flocks of Crebain', 'monstrous'),
  e('hill-troll', 'Hill-troll', 'monstrous'),
  e('goblins-of-the-misty-mountains', 'Goblins of the Misty Mountains', 'monstrous', 2),
  e('black-breath', 'Black Breath', 'mordor'),
  e('black-riders-mount', "Black Rider's Mount", 'mordor'),
  e('grishnakh', 'Grishnákh', 'mordor'),
  e('mordor-orcs', 'Mordor Orcs', 'mordor', 3),
  e('morgul-blade', 'Morgul Blade', 'mordor'),
  e('nazguls-mantle', "Nazgûl's Mantle", 'mordor'),
  e('the-ringwraiths-are-abroad', 'The Ringwraiths Are Abroad', 'mordor'),
  e('the-witch-king', 'The Witch-king', 'mordor'),
  e('the-reaver', 'The Reaver', 'mordor'),
  e('the-beguiler', 'The Beguiler', 'mordor'),
  e('the-hunter', 'The Hunter', 'mordor'),
  e('the-messenger', 'The Messenger', 'mordor'),
  e('the-black-easterling', 'The Black Easterling', 'mordor'),
  e('the-commander', 'The Commander', 'mordor'),
  e('the-destroyer', 'The Destroyer', 'mordor'),
  e('the-warrior', 'The Warrior', 'mordor'),
  e('palantir-of-orthanc', 'Palantír of Orthanc', 'isengard'),
  e('saruman', 'Saruman', 'isengard'),
  e('sarumans-staff', "Saruman's Staff", 'isengard'),
  e('ugluk', 'Uglúk', 'isengard'),
]);

/** Appendix A, "Gandalf (FP), 30 cards". */
export const FOTR_GANDALF_DECK: readonly DeckListEntry[] = Object.freeze([
  e('blade-of-westernesse', 'Blade of Westernesse', 'dunedain'),
  e('boromir', 'Boromir', 'dunedain'),
  e('strider', 'Strider', 'dunedain'),
  e('dwarven-axe', 'Dwarven Axe', 'dwarves'),
  e('gimli', 'Gimli', 'dwarves'),
  e('arwen', 'Arwen', 'elves'),
  e('bow-of-the-galadhrim', 'Bow of the Galadhrim', 'elves'),
  e('elrond', 'Elrond', 'elves'),
  e('elven-cloak', 'Elven Cloak', 'elves'),
  e('galadriel', 'Galadriel', 'elves'),
  e('high-elves', 'High Elves', 'elves', 2),
  e('legolas', 'Legolas', 'elves'),
  e('lembas', 'Lembas', 'elves'),
  e('mirror-of-galadriel', 'Mirror of Galadriel', 'elves'),
  e('nenya-ring-of-adamant', 'Nenya, Ring of Adamant', 'elves'),
  e('phial-of-galadriel', 'Phial of Galadriel', 'elves'),
  e('vilya-ring-of-air', 'Vilya, Ring of Air', 'elves'),
  e('bilbo-baggins', 'Bilbo Baggins', 'hobbits'),
  e('fatty-bolger', 'Fatty Bolger', 'hobbits'),
  e('frodo-baggins', 'Frodo Baggins', 'hobbits'),
  e('merry-brandybuck', 'Merry Brandybuck', 'hobbits'),
  e('mithril-coat', 'Mithril Coat', 'hobbits'),
  e('pippin-took', 'Pippin Took', 'hobbits'),
  e('sam-gamgee', 'Sam Gamgee', 'hobbits'),
  e('sting', 'Sting', 'hobbits'),
  e('gandalf-the-grey', 'Gandalf the Grey', 'wizards'),
  e('narya-ring-of-fire', 'Narya, Ring of Fire', 'wizards'),
  e('gandalfs-staff', "Gandalf's Staff", 'wizards'),
  e('glamdring', 'Glamdring', 'wizards'),
]);

/** Appendix A, the Fellowship's paths (only these exist in the scenario, [WOTR-SCN-FOTR-06]). */
export const FOTR_PATHS: readonly string[] = Object.freeze([
  'bucklebury-ferry',
  'gildors-encampment',
  'inn-of-the-prancing-pony',
  'the-old-forest',
  'fords-of-bruinen',
  'imladris',
  'caradhras',
  'khazad-dum',
  'the-doors-of-durin',
  'egladil',
  'dimrill-dale',
  'lothlorien',
  'amon-hen',
]);

/** [WOTR-SCN-FOTR-05] The battlegrounds activated each round, not at random. */
export const FOTR_BATTLEGROUNDS_BY_ROUND: readonly (readonly string[])[] = Object.freeze([
  ['minas-morgul'],
  ['rivendell'],
  ['moria'],
  ['lorien', 'dol-guldur'],
  ['orthanc'],
  ['morannon'],
]);

/** The number of cards a deck list makes. */
export function deckListSize(list: readonly DeckListEntry[]): number {
  return list.reduce((n, entry) => n + entry.copies, 0);
}
