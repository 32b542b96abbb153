// "Let a bot play for me": a bot answers every decision the driver asks of this page's house, through
// the same `submit` a person uses. For a player who must step away, and for the browser tests of
// networked games, which drive whole rounds in several pages at once.
import type { Bot } from '../../bots/bot';
import type { GameDriver } from './game-driver';

/** Starts answering; returns the function that stops. */
export function autoplay(driver: GameDriver, bot: Bot): () => void {
  let busy = false;
  let stopped = false;
  const step = (): void => {
    const me = driver.me();
    if (busy || stopped || me === null || driver.failure() !== null) return;
    const decision = driver.pending().find((d) => d.house === me);
    if (decision === undefined) return;
    busy = true;
    driver.submit(bot.choose(driver.state(), decision)).then(
      () => {
        busy = false;
        step();
      },
      // A refused move waits for the next change (the game moved on under it): no busy loop.
      () => {
        busy = false;
      },
    );
  };
  const off = driver.subscribe(step);
  step();
  return () => {
    stopped = true;
    off();
  };
}
