/** The public surface of the escrow (escrow.ts, escrow-open.ts), re-exported by index.ts. */
export {
  ESCROW_ERROR_CODES,
  ESCROW_PAD_BYTES,
  ESCROW_RANDOM_BYTES,
  MAX_SEALED_BYTES,
  checkEscrow,
  checkEscrowShare,
  dealEscrow,
  escrowKeyPair,
  escrowThreshold,
  isValidEscrowKey,
  proveEscrowKey,
  type Escrow,
  type EscrowContext,
  type EscrowErrorCode,
  type EscrowKeyPair,
  type EscrowRecipient,
} from './escrow';
export {
  checkEscrowRelease,
  judgeEscrowComplaint,
  makeEscrowComplaint,
  openEscrow,
  releaseEscrowShare,
  type EscrowComplaint,
  type EscrowRelease,
  type SignedRelease,
} from './escrow-open';
