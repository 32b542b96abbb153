// Words of the your-turn alerts and their settings (turn-alerts.ts, <so-turn-alerts>): the
// catalogue's `alerts.*` messages.
import { section } from '../../i18n/translate';

const W = section('alerts');

export const ALERT_WORDS = {
  titleMark: '●',
  get yourTurn() {
    return W.yourTurn;
  },
  get settings() {
    return W.settings;
  },
  get sound() {
    return W.sound;
  },
  get notify() {
    return W.notify;
  },
  get notifyDenied() {
    return W.notifyDenied;
  },
  get notifyUnavailable() {
    return W.notifyUnavailable;
  },
};
