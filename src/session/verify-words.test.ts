// The verdict as the CLI's text: the count of entries it ignored is said in words that agree with it.
import { describe, expect, it } from 'vitest';
import { describeVerdict, type Verdict } from './verify-log';

const incomplete = (junk: number): Verdict => ({ kind: 'incomplete', status: 'playing', moves: 3, waitingFor: [], junk });

describe('describeVerdict', () => {
  it('counts ignored entries in the singular and the plural', () => {
    expect(describeVerdict(incomplete(1))).toContain('\n1 junk entry (signed by no seat, or of another game) ignored');
    expect(describeVerdict(incomplete(2))).toContain('\n2 junk entries (signed by no seat, or of another game) ignored');
    expect(describeVerdict(incomplete(0))).not.toContain('junk');
  });
});
