// Test and bench fixtures for the escrow: a table of seats with signing and escrow keys, and the
// escrow context of one seat's commitment. Deterministic: everything comes from a label.
import { utf8Bytes } from './bytes';
import { commit, type Opening } from './commit';
import type { CanonicalValue } from './encoding';
import { dealEscrow, escrowKeyPair, escrowThreshold, makeEscrowContext, type Escrow, type EscrowContext, type EscrowKeyPair } from './escrow';
import { releaseEscrowShare, type SignedRelease } from './escrow-open';
import { sha256 } from './hash';
import { keyPairFromSeed, type KeyPair } from './sign';

export interface TestTable {
  readonly game: Uint8Array;
  readonly signing: readonly KeyPair[];
  readonly escrow: readonly EscrowKeyPair[];
}

/** 32 bytes named by a label (stand-ins for the session's CSPRNG output). */
export function bytesOf(label: string): Uint8Array {
  return sha256(utf8Bytes(label));
}

/** n seats with their keys, for one game. */
export function testTable(players: number, label = 'table'): TestTable {
  const seats = Array.from({ length: players }, (_, i) => i);
  return {
    game: bytesOf(`${label}/game`),
    signing: seats.map((i) => keyPairFromSeed(bytesOf(`${label}/signing/${i}`))),
    escrow: seats.map((i) => escrowKeyPair(bytesOf(`${label}/escrow/${i}`))),
  };
}

/** The context of `author`'s commitment to `opening` for `decision`, every other seat a recipient. */
export function testContext(table: TestTable, author: number, decision: string, opening: Opening, threshold = escrowThreshold(table.signing.length)): EscrowContext {
  const base = { game: table.game, decision, author: table.signing[author]!.publicKey };
  return makeEscrowContext(base, author, commit(base, opening), table.escrow.map((k) => k.publicKey), threshold);
}

/** A whole honest deal: the context, the opening and the escrow. */
export function testDeal(table: TestTable, author: number, payload: CanonicalValue, threshold?: number, label = 'deal') {
  const opening = { salt: bytesOf(`${label}/salt/${author}`), payload };
  const context = testContext(table, author, `${label}/decision`, opening, threshold);
  const escrow: Escrow = dealEscrow(context, opening, bytesOf(`${label}/randomness/${author}`));
  return { context, opening, escrow };
}

/** Every recipient's honest release, by seat. */
export function allReleases(table: TestTable, context: EscrowContext, escrow: Escrow): SignedRelease[] {
  return context.recipients.map(({ seat }) => ({ seat, release: releaseEscrowShare(context, escrow, seat, table.escrow[seat]!.secretKey) }));
}
