// The random bot: picks uniformly at every branch of the engine's choice space, from a seeded
// stream, so the same seed always plays the same game.
import { createDrbg } from '../../crypto/drbg';
import { choices, sampleDecision, sampleMove } from '../../engine/index';
import type { Bot } from './bot';
import { mixSeed, xoshiro128 } from './xoshiro';

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

/**
 * The random bot's play from a cheaper stream: every legal move as likely as under the random bot
 * (`sampleDecision`, which for a muster or a march draws by rejection instead of listing every
 * legal move, and otherwise is `sampleMove(choices(…))`), drawn from xoshiro128** (xoshiro.ts,
 * 32-bit integer arithmetic) whose 16-byte state is mixed from `seed` and `label` (`mixSeed`),
 * instead of HMAC-SHA-256 for every 32 bytes of choices. Deterministic for its seed and label like
 * `randomBot`, but another stream, so other games of the same kind: the engine benchmark's main
 * row plays it (docs/performance.md); the pinned games, the soak and the session keep `randomBot`.
 */
export function fastRandomBot(seed: Uint8Array, label = 'random-bot'): Bot {
  const rng = xoshiro128(mixSeed(seed, `fast-bot/${label}`));
  const pick = rng.int;
  return {
    choose: (state, decision) => sampleDecision(state, decision, pick),
  };
}
