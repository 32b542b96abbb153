// What only a shown game needs, fetched the first time one is shown (the first page loads without
// it): <so-game-board> with three.js and the scene, <so-decision-panel> and its panels, the HUD,
// the log, the board as text (<so-board-text>), <so-seat-clocks>, <so-turn-alerts>, <so-since-visit>, and the
// replay page's <so-replay-view>.
import './game-board';
import './board-text';
import './decision-panel';
import './game-hud';
import './game-log-panel';
import './replay-view';
import './chat';
import './seat-clocks';
import './turn-alerts-settings';
import './since-visit';
