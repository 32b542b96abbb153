// The game options in plain English, for the lobby that sets them and the info panel that shows
// them: one entry per option, its choices and the rule it reads (the player text lives here only).
import type { GameOptions } from './state';
import type { RuleId } from './errors';
import type { PlayerCount } from './data/vocabulary';

type OptionId = Exclude<keyof GameOptions, 'houses'>;

export interface GameOptionInfo {
  readonly id: OptionId;
  readonly label: string;
  readonly rule: RuleId;
  /** The values in the order to offer them, the rules reference's ruling first, each with its words. */
  readonly choices: readonly { readonly value: boolean | string; readonly text: string }[];
  /** The player counts whose game the option changes; absent: every count. Elsewhere it is inert, so a panel leaves it out. */
  readonly players?: readonly PlayerCount[];
}

export const GAME_OPTIONS: readonly GameOptionInfo[] = [
  {
    id: 'tidesOfBattle',
    label: 'Tides of Battle',
    rule: '2E-TOB-01',
    choices: [
      { value: false, text: 'Off: combat as in the base game' },
      { value: true, text: 'On: each combatant draws a Tides of Battle card' },
    ],
  },
  {
    id: 'darkWingsPorts',
    label: 'Dark Wings, Dark Words, option (b)',
    rule: '2E-WCARD-10',
    choices: [
      { value: true, text: 'As Game of Thrones: Power for crowns and for ports' },
      { value: false, text: 'As the printed English card: Power for crowns only' },
    ],
  },
  {
    id: 'kingsCourtOverlay',
    label: 'King’s Court overlay with 4 players',
    rule: '2E-FEW-07',
    players: [4],
    choices: [
      { value: 'four-positions', text: 'Covers 4 positions: 3, 2, 1, 0 special orders' },
      { value: 'two-positions', text: 'Covers 2 positions: 3, 2, 2, 1 special orders' },
    ],
  },
  {
    id: 'lannisterPortShipAtThree',
    label: 'Lannister ship in the Port of Lannisport with 3 players',
    rule: '2E-FEW-08',
    players: [3],
    choices: [
      { value: true, text: 'Placed, as at every other player count' },
      { value: false, text: 'Left out' },
    ],
  },
  {
    id: 'faq2Tiebreakers',
    label: 'Tie for victory at the end of round 10',
    rule: '2E-END-06',
    choices: [
      { value: false, text: 'The rulebook’s tie-breakers' },
      { value: true, text: 'FAQ 2.0: most land areas, then Supply, then the Iron Throne' },
    ],
  },
];

/** The options that change a game of `players` players (the 4-player King's Court overlay only at 4…), in GAME_OPTIONS order. */
export function optionsFor(players: number): readonly GameOptionInfo[] {
  return GAME_OPTIONS.filter((o) => o.players === undefined || (o.players as readonly number[]).includes(players));
}

/** Each option of a game that applies to its player count, with the words of its value, for an info panel. */
export function describeOptions(options: GameOptions): { readonly label: string; readonly text: string; readonly isDefault: boolean }[] {
  return optionsFor(options.houses.length).map((info) => {
    const index = info.choices.findIndex((c) => c.value === options[info.id]);
    return { label: info.label, text: info.choices[index]?.text ?? String(options[info.id]), isDefault: index === 0 };
  });
}
