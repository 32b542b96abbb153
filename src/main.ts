// The app's entry point: the game against bots (src/ui/shell/app-shell). Everything else is in src/ui.
// The page starts in the player's language (saved, else the browser's); a catalogue other than
// English arrives a moment later and every element renders again in it.
import { startLocale } from './i18n/locale';
import './ui/shell/app-shell';

void startLocale();
