// The random bot: picks uniformly at every branch of the engine's choice space, from a seeded
// stream, so the same seed always plays the same game.
import { createDrbg } from '../../crypto/drbg';
import { choices, sampleMove } from '../../engine/index';
import type { Bot } from './bot';

/**
 * @param seed 32 bytes; with `label`, it fixes every choice the bot will make
 * @param label separates the streams of several bots sharing a seed (e.g. the house name)
 */
export function randomBot(seed: Uint8Array, label = 'random-bot'): Bot {
  const rng = createDrbg(seed, `bot/${label}`);
  return {
    choose: (state, decision) => sampleMove(choices(state, decision), (n) => rng.int(n)),
  };
}
