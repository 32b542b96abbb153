// The escrow keys' bookkeeping (escrow-flow.ts): a key registered by two seats is taken from both,
// and the answer kept per keys array is the answer for that array, whichever arrays came before.
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../crypto/index';
import { sharedKeys, type EscrowKeys } from './escrow-flow';

const entry = {} as LogEntry;
const key = (b: number) => ({ key: Uint8Array.of(b, 1, 2, 3), entry });

describe('sharedKeys', () => {
  it('names every seat whose key another seat registered too, in seat order; none and due seats share nothing', () => {
    expect(sharedKeys([key(1), key(2), key(3)])).toEqual([]);
    expect(sharedKeys([key(1), key(2), key(1), 'none', null, key(2)])).toEqual([0, 1, 2, 5]);
    expect(sharedKeys(['none', 'none', null, null])).toEqual([]);
  });

  it('answers each keys array for itself: asked again, and after other arrays', () => {
    const distinct: EscrowKeys = [key(1), key(2), key(3)];
    const shared: EscrowKeys = [key(1), key(2), key(2)];
    expect(sharedKeys(distinct)).toEqual([]);
    expect(sharedKeys(shared)).toEqual([1, 2]);
    expect(sharedKeys(distinct)).toEqual([]);
    expect(sharedKeys(shared)).toEqual([1, 2]);
    // Equal content in another array: the same answer (nothing is keyed by content).
    expect(sharedKeys([...shared])).toEqual([1, 2]);
  });
});
