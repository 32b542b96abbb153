// The English source catalogue: every message a player reads, keyed `component.what`, in ICU
// MessageFormat. The other languages' catalogues (catalogues/*.ts) translate these keys; a key they
// lack shows in English. The game's proper names (houses, areas, cards) come from the engine's data,
// so the catalogue cannot drift from the board it names.
import { AREA_IDS, AREAS, type AreaId } from '../../engine/data/areas';
import { HOUSE_CARD_IDS, HOUSE_CARDS, type HouseCardId } from '../../engine/data/house-cards';
import { HOUSE_INFO } from '../../engine/data/houses';
import { HOUSES, type House } from '../../engine/data/vocabulary';
import { WESTEROS_CARD_IDS, WESTEROS_CARDS, type WesterosCardId } from '../../engine/data/westeros-cards';
import { WILDLING_CARD_IDS, WILDLING_CARDS, type WildlingCardId } from '../../engine/data/wildling-cards';

const UI = {
  // the language picker (every page)
  'language.label': 'Language',

  // the game's words
  'unit.footman': '{count, plural, one {Footman} other {Footmen}}',
  'unit.knight': '{count, plural, one {Knight} other {Knights}}',
  'unit.ship': '{count, plural, one {Ship} other {Ships}}',
  'unit.siege-engine': '{count, plural, one {Siege Engine} other {Siege Engines}}',
  'units.counted.footman': '{count, plural, one {a Footman} other {# Footmen}}',
  'units.counted.knight': '{count, plural, one {a Knight} other {# Knights}}',
  'units.counted.ship': '{count, plural, one {a Ship} other {# Ships}}',
  'units.counted.siege-engine': '{count, plural, one {a Siege Engine} other {# Siege Engines}}',
  'units.none': 'no units',
  'order.march': 'March',
  'order.defense': 'Defense',
  'order.support': 'Support',
  'order.raid': 'Raid',
  'order.consolidate-power': 'Consolidate Power',
  'track.iron-throne': 'Iron Throne',
  'track.fiefdoms': 'Fiefdoms',
  'track.kings-court': "King's Court",
  'contest.track': 'the {track} track',
  'contest.wildlings': "the Night's Watch",
  'house.dealer': 'the dealer',

  // <so-landing>: the first page
  'landing.title': 'Sealed Orders',
  'landing.what': 'A Game of Thrones: The Board Game (second edition) for 3 to 6 players, in your browser.',
  'landing.why':
    'No game server and nobody to trust: orders are sealed and opened together, the decks are shuffled by all players, every move is signed — so nobody can cheat, and the board fits in any web page.',
  'landing.waysIn': 'Three ways in',
  'landing.bots': 'Play against bots',
  'landing.botsText': 'A whole game in this page, now, with bots for the other houses.',
  'landing.friends': 'Play with friends',
  'landing.friendsText': 'Open a table and send its link. Each friend’s page joins yours directly, peer to peer; empty seats can take bots.',
  'landing.friendsButton': 'Create a game for friends',
  'landing.open': 'Open a link or a saved game',
  'landing.openText': 'Paste the link a friend sent you. A game you played in this browser goes on from its link.',
  'landing.linkLabel': 'Game link',
  'landing.linkPlaceholder': 'https://…#lobby=…',
  'landing.openButton': 'Open',
  'landing.notALink': 'This is not a game link: it should end with #lobby= and 16 letters and digits.',
  'landing.otherSite': 'This link is for another site ({origin}); open it in the address bar if you trust it.',

  // <so-link-arrival>: a page opened on a friend's link
  'arrival.title': 'You are invited to a table',
  'arrival.lead': 'Someone opened a game of Sealed Orders and sent you its link. Nothing has started yet.',
  'arrival.step1': 'Write the name the others will see, then choose Take a seat.',
  'arrival.step2': 'The lobby then lists whose table it is (the first seat is the one who opened it), every seat, which are still open, and who is ready.',
  'arrival.step3': 'When the settings suit you, say you are ready. The game starts once every seat is ready; until then you can leave.',
  'arrival.watch': 'Only want to look? Choose Watch: you follow the game without playing.',

  // <so-new-game>: the form of a game against bots
  'newGame.players': 'Players',
  'newGame.house': 'Your house',
  'newGame.random': 'Random',
  'newGame.pace': 'Bots play',
  'newGame.slow': 'Slow',
  'newGame.normal': 'Normal',
  'newGame.fast': 'Fast',
  'newGame.tides': 'Tides of Battle',
  'newGame.start': 'Play against bots',

  // <so-app>: the page around a game
  'shell.title': 'Sealed Orders',
  'shell.youPlay': 'You play {house}',
  'shell.wins': '{house} wins',
  'shell.yourMove': 'Your move',
  'shell.download': 'Download log',
  'shell.newGame': 'New game',
  'shell.stopped': 'The game stopped: {reason}',
  'shell.tryAgain': 'Try again',
  'shell.resuming': 'Resuming your game…',
  'shell.botsInstead': 'Play against bots instead',
  'shell.boardFailed': 'The board could not be loaded: {reason}',
  'shell.lobbyFailed': 'The lobby could not be loaded: {reason}',
} as const;

/** `prefix.id` → the engine's printed name of each id. */
function names<I extends string>(prefix: string, ids: readonly I[], name: (id: I) => string): { readonly [k: string]: string } {
  return Object.fromEntries(ids.map((id) => [`${prefix}.${id}`, name(id)]));
}

type Named = { readonly [k in `house.${House}` | `area.${AreaId}` | `houseCard.${HouseCardId}` | `westeros.${WesterosCardId}` | `wildling.${WildlingCardId}`]: string };

const NAMED = {
  ...names('house', HOUSES, (h) => HOUSE_INFO[h].name),
  ...names('area', AREA_IDS, (a) => AREAS[a].name),
  ...names('houseCard', HOUSE_CARD_IDS, (c) => HOUSE_CARDS[c].name),
  ...names('westeros', WESTEROS_CARD_IDS, (c) => WESTEROS_CARDS[c].name),
  ...names('wildling', WILDLING_CARD_IDS, (c) => WILDLING_CARDS[c].name),
} as Named;

export const EN: typeof UI & Named = { ...UI, ...NAMED };
export type MessageKey = keyof typeof EN;
/** A translation: some or all of the keys, each an ICU message with the English one's placeholders. */
export type Messages = { readonly [k in MessageKey]?: string };
