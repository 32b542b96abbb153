// What only a shown game needs, fetched the first time one is shown (the first page loads without
// it): <so-game-board> with three.js and the scene, <so-seat-clocks>, <so-turn-alerts>, and the
// replay page's <so-replay-view>.
import './game-board';
import './replay-view';
import './seat-clocks';
import './turn-alerts-settings';
