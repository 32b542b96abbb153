// Everything <so-board-text> says itself: the catalogue's `boardText.*` messages. What an area holds
// is said in the area card's sentences (game-board.words.ts), the tracks and houses in the HUD's
// words, the events in the log's: one wording per thing, whichever view shows it.
import type { House } from '../../../engine/index';
import { section, t } from '../../i18n/translate';
import { cardName, houseName } from '../game/words';

const W = section('boardText');

export const BOARD_TEXT_WORDS = {
  get heading() {
    return W.heading;
  },
  get intro() {
    return W.intro;
  },
  get areas() {
    return W.areas;
  },
  get canChoose() {
    return W.canChoose;
  },
  get tracks() {
    return W.tracks;
  },
  get houses() {
    return W.houses;
  },
  get hand() {
    return W.hand;
  },
  get discarded() {
    return W.discarded;
  },
  get known() {
    return W.known;
  },
  get nothing() {
    return W.nothing;
  },
  toChoose: (count: number) => t('boardText.toChoose', { count }),
  heldBy: (house: House, count: number) => t('boardText.heldBy', { house: houseName(house), count }),
  nobody: (count: number) => t('boardText.nobody', { count }),
  threat: (threat: number, max: number) => t('boardText.threat', { threat, max }),
  holds: (token: string, house: House) => t('boardText.holds', { token, house: houseName(house) }),
  yourTides: (card: string) => t('boardText.yourTides', { card: cardName(card) }),
  wildlingTop: (card: string) => t('boardText.wildlingTop', { card: cardName(card) }),
};
