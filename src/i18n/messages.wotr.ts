// The English words of War of the Ring: The Card Game's page (src/ui/wotr/): not in the first
// page's script (test/e2e/first-page-weight.e2e.ts: 150 kB), so not in messages.en.ts's EN but
// added to the source when the page's words load (`addSourceMessages`, src/ui/wotr/wotr-words.ts);
// their keys are in `MessageKey` all the same, and every catalogue gives them (catalogues.test.ts).
// What the new-game form says of the game (its name, the preview notice, the seats and teams) is
// in EN. The cards and locations are named from the engine's data (Appendix A and B), so the
// catalogue cannot drift from the table.
import { FOTR_BALROG_DECK, FOTR_BATTLEGROUNDS_BY_ROUND, FOTR_GANDALF_DECK, FOTR_PATHS } from '../../wotr/data/fellowship';
import { APPENDIX_B_LOCATIONS } from '../../wotr/data/locations';

export const WOTR_UI = {

  // the game's words
  'wotr.title': 'War of the Ring: The Card Game',
  'wotr.type.army': 'army',
  'wotr.type.character': 'character',
  'wotr.type.item': 'item',
  'wotr.type.event': 'event',
  'wotr.unknownCard': 'a hidden card',

  // <so-wotr-game>: the page of a game
  'wotr.youPlay': 'You play {seat}',
  'wotr.yourMove': 'Your move',
  'wotr.waiting': 'Waiting for {seat}…',
  'wotr.dealing': 'Shuffling and dealing…',
  'wotr.download': 'Download the signed log',
  'wotr.newGame': 'New game',
  'wotr.kept': 'Played with friends over the network. This device keeps the game: reload the page, or open the game’s link again, and it comes back where it was.',
  'wotr.certifying': 'The game is over. Its end certificate is being gathered (every seat’s seed and signature): the signed log can be downloaded once it is in.',
  'wotr.autoplayOn': 'Let the bot play for me',
  'wotr.autoplayOff': 'Play my seat again',
  'wotr.botPlays': 'The bot plays your seat.',
  'wotr.failed.refused': 'The game stopped: a move of this page was refused.',
  'wotr.failed.halted': 'The game stopped: the protocol halted (an operation it cannot carry out yet, or a seat caught cheating).',
  'wotr.failed.stuck': 'The game stopped: nothing is left to move.',
  'wotr.failed.error': 'The game stopped on an error.',
  'wotr.logTitle': 'What happened',
  'wotr.endTitle': 'The game is over',
  'wotr.endWinner.fp': 'The Free Peoples win, {fp} to {shadow} (Free Peoples to Shadow).',
  'wotr.endWinner.shadow': 'The Shadow wins, {fp} to {shadow} (Free Peoples to Shadow).',
  'wotr.endLog': 'The log holds every move, shuffle and card opened, signed by both seats: anyone can check it.',

  // <so-wotr-table>: the table
  'wotr.tableTitle': 'The table',
  'wotr.round': 'Round {round}',
  'wotr.step.setup-cycle': 'Setup: each player cycles 2 of the 7 cards drawn',
  'wotr.step.location': 'Location step',
  'wotr.step.action': 'Action step',
  'wotr.step.combat': 'Combat step',
  'wotr.step.over': 'Game over',
  'wotr.score': 'Score: Free Peoples {fp}, Shadow {shadow}',
  'wotr.handCount': '{count, plural, one {# card in hand} other {# cards in hand}}',
  'wotr.myHand': 'Your hand',
  'wotr.deckCount': '{count, plural, one {Deck: # card} other {Deck: # cards}}',
  'wotr.cycleCount': '{count, plural, one {Cycle pile: # card} other {Cycle pile: # cards}}',
  'wotr.eliminatedCount': '{count, plural, one {Eliminated pile: # card} other {Eliminated pile: # cards}}',
  'wotr.reserve': 'Reserve',
  'wotr.reserveEmpty': 'No card in reserve.',
  'wotr.locationEmpty': 'No card here yet.',
  'wotr.ringTokens': '{count, plural, one {# Ring token} other {# Ring tokens}}',
  'wotr.corruption': '{count, plural, one {# corruption token} other {# corruption tokens}}',
  'wotr.won': 'Won: {locations}',
  'wotr.inPlay': 'In play',
  'wotr.battleground': '{location}: battleground of the {team}, {vp} VP, defense {def}',
  'wotr.path': '{location}: path {number}, {vp} VP, defense {def}',
  'wotr.noLocation': 'No location is active.',
  'wotr.cardOf': '{card} ({seat})',
  'wotr.wielding': '{card} with {items}',
  'wotr.tokens': '{card}, combat tokens: battleground attack {bgAtk}, defense {bgDef}; path attack {pAtk}, defense {pDef}',
  'wotr.pathDeck': '{count, plural, one {Path deck: # card} other {Path deck: # cards}}',
  'wotr.bgDecks': 'Battleground decks: Free Peoples {fp}, Shadow {shadow}',
  'wotr.cardFacts': '{card}: {type}; battleground attack {bgAtk}, defense {bgDef}; {team, select, fp {path defense} other {path attack}} {pathIcons}',
  'wotr.cardLeadership': '{facts}; leadership attack {leadAtk}, defense {leadDef}',
  'wotr.explain.leadership': 'Leadership counts in a battleground’s combat only while an army of the character’s faction on that battleground supports it (each army supports one character).',

  // <so-wotr-decisions>: the decision panel
  'wotr.decisionTitle': 'Your decision',
  'wotr.decision.setup-cycle': 'Choose {count, plural, one {# card} other {# cards}} to cycle',
  'wotr.decision.turn': 'Your action',
  'wotr.decision.ring-discard': 'Eliminate a card from your hand and cycle one',
  'wotr.decision.text-cycle': 'A text asks you to cycle a card',
  'wotr.decision.take': 'Take {card} from your deck or cycle pile?',
  'wotr.decision.declare': 'Cards of yours just eliminated that react',
  'wotr.decision.remove': 'Where is your {card}?',
  'wotr.decision.combat-order': 'Choose where the next combat is',
  'wotr.decision.casualties': 'Choose casualties at {location}: {remaining} attack to cancel',
  'wotr.pickCards': 'Choose the cards, then confirm.',
  'wotr.explain.playCost': 'Playing a card costs a second card from your hand, cycled at the same time; with no other card in hand, you forsake one instead.',
  'wotr.explain.cycle': 'To cycle a card is to put it face down on your cycle pile: when your deck runs out, that pile is shuffled into your new deck.',
  'wotr.explain.forsake': 'To forsake a card is to eliminate it (from your hand, your reserve or, unseen, the top of your deck): it goes to your eliminated pile, out of the game.',
  'wotr.explain.winnow': 'To winnow is to eliminate 2 cards from your hand (out of the game) and draw 1 from your deck.',
  'wotr.explain.eliminate': 'An eliminated card goes to your eliminated pile, out of the game for good.',
  'wotr.confirm': 'Confirm',
  'wotr.back': 'Back',
  'wotr.ask.card': 'Which card?',
  'wotr.ask.target': 'Where?',
  'wotr.ask.cost': 'How do you pay?',
  'wotr.ask.action': 'What do you do?',
  'wotr.noChoice': 'Nothing to decide now.',
  'wotr.action.play': 'Play a card',
  'wotr.action.move': 'Move a card from your reserve',
  'wotr.action.cycle': 'Cycle a card',
  'wotr.action.winnow': 'Winnow: eliminate 2 cards, draw 1',
  'wotr.action.pass': 'Pass',
  'wotr.action.ring': 'Use a Ring token',
  'wotr.action.no-agreement': 'We cannot agree: the attackers choose',
  'wotr.to.reserve': 'to your reserve',
  'wotr.to.battleground': 'to {location}',
  'wotr.to.path': 'to the path, {location}',
  'wotr.to.wielder': 'onto {card}',
  'wotr.to.event': 'as an event',
  'wotr.cost.cycle': 'by cycling {card}',
  'wotr.cost.deckTop': 'by forsaking the top card of your deck',
  'wotr.cost.reserve': 'by forsaking {card} from your reserve',
  'wotr.cost.nothing': 'with nothing to pay',
  'wotr.eliminate': 'Eliminate {card}',
  'wotr.eliminateNone': 'Eliminate nothing (empty hand)',
  'wotr.takeFrom.deck': 'Take it from your deck',
  'wotr.takeFrom.cycle': 'Take it from your cycle pile',
  'wotr.takeNone': 'Take nothing',
  'wotr.removeFrom.hand': 'It is in your hand: remove it',
  'wotr.removeFrom.deck': 'It is in your deck: remove it',
  'wotr.removeFrom.cycle': 'It is in your cycle pile: remove it',
  'wotr.removeNone': 'It is already eliminated',
  'wotr.declareCards': 'Reveal {cards}: cycled instead',
  'wotr.declareNone': 'None reacts',
  'wotr.combatAt': 'Combat at {location}',

  // the log
  'wotr.log.round': 'Round {round}',
  'wotr.log.toReserve': 'to their reserve',
  'wotr.log.setup-cycle': '{seat} cycles {count, plural, one {# card} other {# cards}}',
  'wotr.log.pass': '{seat} passes',
  'wotr.log.play': '{seat} plays {card} {target}',
  'wotr.log.move': '{seat} moves {card} {target}',
  'wotr.log.cycle': '{seat} cycles a card',
  'wotr.log.winnow': '{seat} winnows: eliminates 2 cards, draws 1',
  'wotr.log.ring': '{seat} uses a Ring token',
  'wotr.log.ring-discard': '{seat} eliminates a card and cycles one',
  'wotr.log.text-cycle': '{seat} cycles a card, as a text asks',
  'wotr.log.take': '{seat} takes {card}',
  'wotr.log.takeNone': '{seat} takes nothing',
  'wotr.log.remove': '{seat} removes {card}',
  'wotr.log.removeNone': '{seat}: the card to remove was already eliminated',
  'wotr.log.declare': '{seat} reveals {cards}, cycled instead of eliminated',
  'wotr.log.declareNone': '{seat}: none of the cards eliminated reacts',
  'wotr.log.combat-order': '{seat} chooses the combat at {location} next',
  'wotr.log.casualties': '{seat} eliminates {cards}',
  'wotr.log.casualtiesNone': '{seat} takes no casualties',
  'wotr.log.no-agreement': '{seat} cannot agree on casualties: the attackers choose',
  'wotr.log.won.fp': 'The Free Peoples win {location}',
  'wotr.log.won.shadow': 'The Shadow wins {location}',
  'wotr.log.corrupted': 'The Shadow corrupts {location}: it is set aside face down',
  'wotr.log.corruption': '{count, plural, one {The Shadow gains # corruption token} other {The Shadow gains # corruption tokens}}',
  'wotr.log.winner.fp': 'The Free Peoples win the game',
  'wotr.log.winner.shadow': 'The Shadow wins the game',
} as const;

/** The Fellowship's cards (Appendix A) and its locations (Appendix B), each named as the engine's data names it. */
const CARDS = [...FOTR_BALROG_DECK, ...FOTR_GANDALF_DECK];
const LOCATIONS = new Set([...FOTR_PATHS, ...FOTR_BATTLEGROUNDS_BY_ROUND.flat()]);

/**
 * `wotrCard.<id>` and `wotrLocation.<id>`: built from the engine's data at run time, so their keys
 * are not in `MessageKey`'s type (`wotrName` reads them); catalogues.test.ts checks that every
 * language gives each one.
 */
export const WOTR_NAMED: { readonly [key: string]: string } = {
  ...Object.fromEntries(CARDS.map((c) => [`wotrCard.${c.id}`, c.title])),
  ...Object.fromEntries(APPENDIX_B_LOCATIONS.filter((l) => LOCATIONS.has(l.id)).map((l) => [`wotrLocation.${l.id}`, l.title])),
};
