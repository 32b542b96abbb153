// A bot playing a seat through the same two calls a person's page uses (onTurn/submit): the
// creator's bot seats in a browser, and every bot of the in-memory games of tests and tools.
import type { Bot } from '../bots/bot';
import type { Session } from './session';

/** Plays a session's decisions with a bot; returns the function that stops it. */
export function attachBot(session: Session, bot: Bot): () => void {
  return session.onTurn((turn) => {
    const r = session.submit(turn.ref, bot.choose(turn.state, turn.decision));
    if (!r.ok) throw new RangeError(`expected the bot's move for ${turn.ref} to be accepted, got ${r.error.code}`);
  });
}
