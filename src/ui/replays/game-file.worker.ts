// Verifies a game file off the page's main thread (a whole game's log takes seconds): bytes in,
// the OpenedGame out (plain data: it crosses to the page by structured clone).
import { openGameFile } from './game-file';

self.onmessage = (e: MessageEvent<Uint8Array>) => {
  self.postMessage(openGameFile(e.data));
};
