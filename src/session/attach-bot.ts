// A bot playing a seat through the same two calls a person's page uses (onTurn/submit): the
// creator's bot seats in a browser, and every bot of the in-memory games of tests and tools.
import type { GamePlayer, GameTypes } from './game-module';
import type { Session, Turn } from './session';

/** Plays a session's decisions with a bot; returns the function that stops it. */
export function attachBot<G extends GameTypes>(session: Session<G>, bot: GamePlayer<G>): () => void {
  return session.onTurn((turn) => {
    const move = bot.chooseShown === undefined ? bot.choose(turn.state, turn.decision) : bot.chooseShown(turn.state, turn.decision, turn.shown);
    const r = session.submit(turn.ref, move);
    if (!r.ok) throw new RangeError(`expected the bot's move for ${turn.ref} to be accepted, got ${r.error.code}`);
  });
}

/**
 * Plays a session's decisions with a bot that answers later (a worker bot: `choose` gets the turn,
 * its private cards included). A turn is asked once however often it is announced; a move that comes
 * after its turn closed (the others' timeout bot answered) or after `stop` is dropped.
 */
export function attachLaterBot<G extends GameTypes>(session: Session<G>, choose: (turn: Turn<G>) => Promise<G['move']>): () => void {
  let stopped = false;
  let asked: string | null = null;
  const off = session.onTurn((turn) => {
    if (turn.ref === asked) return;
    asked = turn.ref;
    choose(turn).then(
      (move) => {
        if (stopped) return;
        const r = session.submit(turn.ref, move);
        if (!r.ok && r.error.code !== 'not-your-turn') throw new RangeError(`expected the bot's move for ${turn.ref} to be accepted, got ${r.error.code}`);
      },
      // Stopped: the bot was disposed with the question open. Otherwise the bot failed, and the others' timeout bot will answer: say so.
      (error: unknown) => {
        if (!stopped) console.error(`the bot of ${session.replica.module.decider(turn.decision) ?? 'the dealer'} gave no move for ${turn.ref}: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  });
  return () => {
    stopped = true;
    off();
  };
}
