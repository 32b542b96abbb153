// Replays: a recorded bots game re-applies to the same final state hash; bad JSON and illegal moves
// come back as typed errors that say where.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../engine/index';
import { createLocalDriver } from '../drivers/local-driver';
import { parseReplay, replayStates } from './replay';

function recorded() {
  const queue: (() => void)[] = [];
  const driver = createLocalDriver({ config: { players: 4 }, seed: new Uint8Array(32).fill(7), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
  for (let i = 0; i < 60 && queue.length > 0; i++) queue.shift()!();
  driver.dispose();
  return { moves: driver.log().map((e) => e.move), hash: driver.log().at(-1)!.hash };
}

describe('replay', () => {
  it('re-applies a recorded game to the same state, from JSON text', () => {
    const { moves, hash } = recorded();
    const parsed = parseReplay(JSON.parse(JSON.stringify({ config: { players: 4 }, moves })));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const result = replayStates(parsed.replay);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.states).toHaveLength(moves.length + 1);
    expect(stateHash(result.states.at(-1)!)).toBe(hash);
  });

  it('takes a bare array of moves with the fallback config', () => {
    const { moves } = recorded();
    const parsed = parseReplay(moves, { players: 4 });
    expect(parsed.ok && replayStates(parsed.replay).ok).toBe(true);
  });

  it('says where a replay is wrong', () => {
    expect(parseReplay({ config: { players: 6 } })).toMatchObject({ ok: false, error: { code: 'not-a-replay', path: 'moves' } });
    expect(parseReplay({ config: { players: 6 }, moves: [{ kind: 'place-orders' }, 3] })).toMatchObject({ ok: false, error: { code: 'not-a-replay', path: 'moves[1]' } });
    expect(replayStates({ config: { players: 9 }, moves: [] })).toMatchObject({ ok: false, error: { code: 'bad-config' } });
    const { moves } = recorded();
    const broken = [...moves.slice(0, 3), { kind: 'bid', house: 'stark', amount: 3 } as const];
    expect(replayStates({ config: { players: 4 }, moves: broken })).toMatchObject({ ok: false, error: { code: 'illegal-move', index: 3, path: 'moves[3]', rule: '2E-GEN-01' } });
  });
});
