// The entry of the embeddable build (`npm run build:embed` → dist/embed/sealed-orders-board.js):
// one script that defines <sealed-orders-board>. See src/ui/README.md for the snippet.
export { SealedOrdersBoardElement, type BoardError } from './sealed-orders-board';
export { parseReplay, replayStates, type Replay } from '../replays/replay';
