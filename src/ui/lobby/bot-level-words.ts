// Words of the bot levels (src/bots/levels.ts), shown in the new-game form, the lobby's bot seats
// and the table: the catalogue's `botLevel.*` and `botLevelHint.*` messages
// (src/i18n/messages.en.ts), read at render time; nothing branches on them.
import { section } from '../../i18n/translate';

/** The fields' labels and each level's name (`BOT_LEVEL_WORDS[level]`). */
export const BOT_LEVEL_WORDS = section('botLevel');

/** A line on what each level does, for a tooltip (`BOT_LEVEL_HINTS[level]`). */
export const BOT_LEVEL_HINTS = section('botLevelHint');
