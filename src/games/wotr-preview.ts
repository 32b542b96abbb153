// The PREVIEW card table of War of the Ring: The Card Game's Fellowship of the Ring scenario: what
// the app plays until a card table checked against the printed cards exists ([WOTR-DATA-01..03]).
//
// What is real: the 60 cards' names, factions and copy counts (Appendix A, from the seed, via
// wotr/data/fellowship.ts), and the one text program the seed itself names: Frodo's "when
// eliminated, show it and apply its effect" (seed 001, line 586; [WOTR-PROC-06]'s
// `cycle-instead-of-eliminated`). Everything else is OURS and a PLACEHOLDER: each card's type (read
// from its name: a troop is an army, a person a character, a thing an item, a happening an event),
// every icon value and every character's allowed paths. None comes from the printed cards or any
// outside source. The page says so where the game is picked and on the table.
//
// The locations are Appendix B (unverified, wotr/data/locations.ts) with two placeholder changes:
// The Doors of Durin's printed defense, which the sources disagree on (1 or 0), is 1; and Orthanc
// has no activation text, since its text (Isengard takes Saruman from its deck, then recycles)
// needs a search the protocol cannot serve yet (docs/second-game.md, step 3: the game would halt in
// round 5).
//
// The table is in the setup's config, so it is in the signed log, and `verify` reads it from there.
import { APPENDIX_B_LOCATIONS, FOTR_BALROG_DECK, FOTR_GANDALF_DECK, type CardFacts, type CardType, type LocationFacts, type PathRange, type WotrConfig } from '../../wotr/index';

/** Placeholder facts of one card: type, then icons [bgAtk, bgDef, leadAtk, leadDef, pathIcons]. */
type Facts = readonly [CardType, number, number, number, number, number];

const FP_WIELDERS = ['dunedain', 'dwarves', 'elves', 'hobbits', 'wizards'];
const SHADOW_WIELDERS = ['monstrous', 'mordor', 'isengard'];

/** Our placeholder type and icons, by card id: NOT the printed values. */
const PLACEHOLDER: { readonly [id: string]: Facts } = {
  // Balrog of Moria's deck (Shadow)
  'balrog-of-moria': ['character', 3, 2, 1, 0, 2],
  'barrow-wights': ['army', 1, 1, 0, 0, 0],
  'caradhras-the-cruel': ['event', 0, 0, 0, 0, 0],
  'cave-troll': ['army', 2, 1, 0, 0, 0],
  'flocks-of-crebain': ['event', 0, 0, 0, 0, 0],
  'hill-troll': ['army', 2, 1, 0, 0, 0],
  'goblins-of-the-misty-mountains': ['army', 1, 1, 0, 0, 0],
  'black-breath': ['event', 0, 0, 0, 0, 0],
  'black-riders-mount': ['item', 0, 0, 0, 0, 1],
  grishnakh: ['character', 1, 0, 1, 0, 1],
  'mordor-orcs': ['army', 1, 1, 0, 0, 0],
  'morgul-blade': ['item', 0, 0, 0, 0, 1],
  'nazguls-mantle': ['item', 0, 1, 0, 0, 0],
  'the-ringwraiths-are-abroad': ['event', 0, 0, 0, 0, 0],
  'the-witch-king': ['character', 2, 1, 1, 0, 2],
  'the-reaver': ['character', 1, 0, 0, 0, 1],
  'the-beguiler': ['character', 1, 0, 0, 0, 1],
  'the-hunter': ['character', 1, 0, 0, 0, 1],
  'the-messenger': ['character', 1, 0, 0, 0, 1],
  'the-black-easterling': ['character', 1, 0, 0, 0, 1],
  'the-commander': ['character', 1, 0, 1, 0, 1],
  'the-destroyer': ['character', 1, 0, 0, 0, 1],
  'the-warrior': ['character', 1, 0, 0, 0, 1],
  'palantir-of-orthanc': ['item', 0, 0, 0, 0, 1],
  saruman: ['character', 1, 1, 1, 0, 1],
  'sarumans-staff': ['item', 1, 0, 0, 0, 0],
  ugluk: ['character', 1, 1, 1, 0, 0],
  // Gandalf's deck (Free Peoples)
  'blade-of-westernesse': ['item', 1, 0, 0, 0, 0],
  boromir: ['character', 1, 1, 0, 1, 1],
  strider: ['character', 1, 1, 1, 0, 1],
  'dwarven-axe': ['item', 1, 0, 0, 0, 0],
  gimli: ['character', 1, 1, 0, 0, 1],
  arwen: ['character', 0, 1, 0, 0, 1],
  'bow-of-the-galadhrim': ['item', 1, 0, 0, 0, 0],
  elrond: ['character', 0, 1, 0, 1, 0],
  'elven-cloak': ['item', 0, 0, 0, 0, 1],
  galadriel: ['character', 0, 1, 0, 1, 1],
  'high-elves': ['army', 1, 2, 0, 0, 0],
  legolas: ['character', 1, 0, 0, 0, 1],
  lembas: ['item', 0, 0, 0, 0, 1],
  'mirror-of-galadriel': ['item', 0, 0, 0, 0, 1],
  'nenya-ring-of-adamant': ['item', 0, 1, 0, 0, 1],
  'phial-of-galadriel': ['item', 0, 0, 0, 0, 1],
  'vilya-ring-of-air': ['item', 0, 1, 0, 0, 0],
  'bilbo-baggins': ['character', 0, 0, 0, 0, 1],
  'fatty-bolger': ['character', 0, 0, 0, 0, 1],
  'frodo-baggins': ['character', 0, 0, 0, 0, 2],
  'merry-brandybuck': ['character', 0, 0, 0, 0, 1],
  'mithril-coat': ['item', 0, 0, 0, 0, 1],
  'pippin-took': ['character', 0, 0, 0, 0, 1],
  'sam-gamgee': ['character', 0, 0, 0, 0, 2],
  sting: ['item', 0, 0, 0, 0, 1],
  'gandalf-the-grey': ['character', 1, 1, 1, 1, 1],
  'narya-ring-of-fire': ['item', 1, 0, 0, 0, 0],
  'gandalfs-staff': ['item', 0, 1, 0, 0, 1],
  glamdring: ['item', 1, 0, 0, 0, 0],
};

/** The placeholder paths a character may go to: the hobbits the whole way, the others 1–6 (the Fellowship's paths). */
const allowedPaths = (faction: string, type: CardType): readonly PathRange[] => (type !== 'character' ? [] : faction === 'hobbits' ? [[1, 9]] : [[1, 6]]);

/** The text programs the engine has and the seed names (seed 001, line 586: Frodo's effect on being eliminated). */
const SEED_TEXT: { readonly [id: string]: string } = { 'frodo-baggins': 'cycle-instead-of-eliminated' };

/** The preview card table: Appendix A's 60 cards, real names, factions and copies; types, icons and paths ours (placeholders). */
export const WOTR_PREVIEW_CARDS: readonly CardFacts[] = Object.freeze(
  [...FOTR_BALROG_DECK, ...FOTR_GANDALF_DECK].map((entry): CardFacts => {
    const facts = PLACEHOLDER[entry.id];
    if (facts === undefined) throw new RangeError(`expected placeholder facts for ${entry.id}`);
    const [type, bgAtk, bgDef, leadAtk, leadDef, pathIcons] = facts;
    const shadow = FOTR_BALROG_DECK.includes(entry);
    return {
      id: entry.id,
      title: entry.title,
      faction: entry.faction,
      type,
      bgAtk,
      bgDef,
      leadAtk,
      leadDef,
      pathIcons,
      allowedPaths: allowedPaths(entry.faction, type),
      allowedWielders: type === 'item' ? (shadow ? SHADOW_WIELDERS : FP_WIELDERS) : [],
      keywords: [],
      textProgram: SEED_TEXT[entry.id] ?? null,
    };
  }),
);

/** Appendix B with the preview's two placeholder changes: The Doors of Durin's defense 1, Orthanc without its text. */
export const WOTR_PREVIEW_LOCATIONS: readonly LocationFacts[] = Object.freeze(
  APPENDIX_B_LOCATIONS.map((l): LocationFacts => (l.id === 'the-doors-of-durin' ? { ...l, def: 1 } : l.id === 'orthanc' ? { ...l, activationProgram: null } : l)),
);

/** The config of a preview game of the Fellowship of the Ring scenario (2 seats: Balrog, Gandalf). */
export const WOTR_PREVIEW_CONFIG: WotrConfig = Object.freeze({ scenario: 'fellowship', cards: WOTR_PREVIEW_CARDS, locations: WOTR_PREVIEW_LOCATIONS });
