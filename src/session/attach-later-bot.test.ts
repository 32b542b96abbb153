// A bot that answers later plays a session's turns through submit: each turn asked once however
// often it is announced, a move that comes after its turn closed is dropped, nothing after stop.
import { describe, expect, it } from 'vitest';
import { newGame, pending, type Move } from '../../engine/index';
import { ok, fail } from '../../crypto/index';
import { attachLaterBot } from './attach-bot';
import type { Session, Turn } from './session';

describe('attachLaterBot', () => {
  it('asks each turn once, submits the answer, drops a late one and everything after stop', async () => {
    const state = newGame({ players: 3 });
    const decision = pending(state)[0]!;
    const listeners: ((turn: Turn) => void)[] = [];
    const submitted: string[] = [];
    let open = new Set(['t1', 't2', 't3']);
    const session = {
      onTurn: (l: (turn: Turn) => void) => (listeners.push(l), () => listeners.splice(listeners.indexOf(l), 1)),
      submit: (ref: string) => (open.has(ref) ? (submitted.push(ref), ok(null)) : fail('not-your-turn')),
    } as unknown as Session;
    const answers: ((move: Move) => void)[] = [];
    const asked: string[] = [];
    const stop = attachLaterBot(session, (turn) => (asked.push(turn.ref), new Promise<Move>((resolve) => answers.push(resolve))));
    const announce = (ref: string) => listeners.forEach((l) => l({ ref, decision, state, shown: { wildlingTop: null, tidesCard: null } }));
    const flush = () => new Promise((r) => setTimeout(r, 0));
    announce('t1');
    announce('t1'); // announced again (a listener added, a change): asked once
    expect(asked).toEqual(['t1']);
    answers[0]!({ kind: 'pass' } as never);
    await flush();
    expect(submitted).toEqual(['t1']);
    announce('t2');
    open = new Set(['t3']); // the others' timeout bot answered t2 meanwhile
    answers[1]!({ kind: 'pass' } as never);
    await flush();
    expect(submitted).toEqual(['t1']); // the late move went nowhere, and nothing threw
    announce('t3');
    stop();
    answers[2]!({ kind: 'pass' } as never);
    await flush();
    expect(submitted).toEqual(['t1']);
    expect(listeners).toHaveLength(0);
  });
});
