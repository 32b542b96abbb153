// The verdict as the CLI's text: the count of entries it ignored is said in words that agree with it.
import { describe, expect, it } from 'vitest';
import { describeVerdict, type Verdict } from './verify-log';

const incomplete = (junk: number): Verdict => ({ kind: 'incomplete', status: 'playing', moves: 3, waitingFor: [], junk });
const certified = (winner: string, winnerWords?: string): Verdict => ({ kind: 'certified', winner, ...(winnerWords === undefined ? {} : { winnerWords }), round: 6, moves: 115, certificate: { logHash: new Uint8Array(32), seats: [], entries: [] }, proofs: [], junk: 0 });

describe('describeVerdict', () => {
  it('counts ignored entries in the singular and the plural', () => {
    expect(describeVerdict(incomplete(1))).toContain('\n1 junk entry (signed by no seat, or of another game) ignored');
    expect(describeVerdict(incomplete(2))).toContain('\n2 junk entries (signed by no seat, or of another game) ignored');
    expect(describeVerdict(incomplete(0))).not.toContain('junk');
  });

  it('names the winner as the game words it (War of the Ring: GameModule.winnerWords), else by its name (A Game of Thrones)', () => {
    expect(describeVerdict(certified('fp', 'the Free Peoples win')).split('\n')[0]).toBe('certified: the Free Peoples win in round 6 after 115 moves');
    expect(describeVerdict(certified('shadow', 'the Shadow wins')).split('\n')[0]).toBe('certified: the Shadow wins in round 6 after 115 moves');
    expect(describeVerdict(certified('lannister')).split('\n')[0]).toBe('certified: lannister wins in round 6 after 115 moves');
  });
});
