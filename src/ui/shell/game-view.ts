// What only a shown game needs, fetched the first time one is shown (the first page loads without
// it): <so-game-board> with three.js and the scene, <so-decision-panel> and its panels, the HUD,
// the log, the board as text (<so-board-text>), <so-seat-clocks>, <so-turn-alerts>, <so-since-visit>, and the
// replay page's <so-replay-view>.
import '../board/game-board';
import '../board/board-text';
import '../panels/decision-panel';
import '../panels/game-hud';
import '../panels/game-log-panel';
import '../replays/replay-view';
import '../panels/chat';
import '../panels/seat-clocks';
import './turn-alerts-settings';
import '../panels/since-visit';
