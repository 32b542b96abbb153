// [2E-HID-03] Players may not give, trade, lend or otherwise transfer any game item. The engine has
// no move that moves Power, a House card or an Order token from one house to another, so there is
// nothing to forbid case by case: a made-up transfer, sent by the very house the game waits for,
// is a decision the game never asks for and is refused as such ([2E-GEN-01]), leaving the state as it was.
import { describe, expect, it } from 'vitest';
import type { Move } from './decisions';
import { apply, pending, settle } from './flow';
import { stateHash } from './hash';
import { newGame } from './setup';
import { deepFreeze } from './test-support';

describe('no transfer of game items [2E-HID-03]', () => {
  const start = deepFreeze(settle(newGame({ players: 4 })));
  const house = pending(start)[0]!.house!;
  const other = house === 'stark' ? 'lannister' : 'stark';
  const transfers = [
    { kind: 'give-power', house, to: other, amount: 1 },
    { kind: 'trade-house-card', house, to: other, card: 'eddard-stark', for: 'tywin-lannister' },
    { kind: 'lend-order-token', house, to: other, token: 'march-plus-1' },
    { kind: 'transfer-dominance-token', house, to: other, token: 'valyrian-steel-blade' },
  ];

  it.each(transfers)('$kind by the house the game waits for is refused, and nothing changes', (move) => {
    const before = stateHash(start);
    expect(() => apply(start, move as unknown as Move)).toThrow(expect.objectContaining({ name: 'RuleViolation', rule: '2E-GEN-01' }));
    expect(stateHash(start)).toBe(before);
  });
});
