// The app's entry point: the game against bots (src/ui/app-shell). Everything else is in src/ui.
import './ui/app-shell';
