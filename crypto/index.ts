/**
 * The public surface of crypto/: canonical encoding, hashing, signatures, commitments, the
 * deterministic random generator, signed log entries and the joint deck. Importing it has no
 * side effects. crypto/ knows nothing of the game (see README.md for guarantees and limits).
 */
export { DOMAIN, type DomainName, type DomainTag } from './domain';
export { fail, ok, type Failure, type Path, type Result } from './result';
export { compareBytes, concatBytes, equalBytes, fromHex, toHex, utf8Bytes } from './bytes';
export {
  DEFAULT_LIMITS,
  compareCodePoints,
  encodeCanonical,
  type CanonicalArray,
  type CanonicalMap,
  type CanonicalValue,
  type Limits,
} from './encoding';
export { DECODE_ERROR_CODES, decodeCanonical, type DecodeErrorCode } from './decoding';
export { HASH_BYTES, hashParts, hashValue, sha256, zeroHash } from './hash';
export { sha256TextHex } from './native-hash';
export {
  PUBLIC_KEY_BYTES,
  SECRET_KEY_BYTES,
  SIGNATURE_BYTES,
  isValidPublicKey,
  keyPairFromSeed,
  sign,
  verify,
  type KeyPair,
} from './sign';
export { OPEN_ERROR_CODES, SALT_BYTES, commit, openCommitment, type CommitContext, type OpenErrorCode, type Opening } from './commit';
export { SEED_BYTES, applyPermutation, createDrbg, isPermutation, type Drbg } from './drbg';
export {
  LOG_ERROR_CODES,
  MAX_KIND_LENGTH,
  checkChain,
  checkAdmittedLink,
  checkChainLink,
  checkLogEntry,
  decodeLogEntry,
  encodeLogEntry,
  entryId,
  entryIdOfEncoded,
  isEquivocationProof,
  makeEquivocationProof,
  makeLogEntry,
  type EquivocationProof,
  type LogEntry,
  type LogErrorCode,
  type UnsignedLogEntry,
} from './log-entry';
export { proveDleq, verifyDleq, type DleqProof, type DleqStatement } from './dleq';
export {
  DECK_ERROR_CODES,
  assertDeckSpec,
  checkDeckPoints,
  checkLockProof,
  checkLockStep,
  checkShuffleStep,
  deckPermutation,
  deckSecrets,
  lockDeck,
  lockedPositions,
  openDeck,
  shuffleDeck,
  type DeckErrorCode,
  type DeckSecrets,
  type DeckSpec,
  type LockStep,
  type ShuffleStep,
} from './deck-shuffle';
export {
  checkDecryptionShare,
  decryptionShare,
  deckOrder,
  drawTop,
  moveTopToBottom,
  openCheckedPosition,
  openPosition,
  openPositionPrivately,
  type DecryptionShare,
} from './deck-reveal';
export {
  blindPosition,
  checkBlindStep,
  checkStripStep,
  openBlinded,
  strippedPoint,
  stripBlinded,
  type BlindStep,
  type StripStep,
} from './deck-blind';
export { auditDeck, type AuditOptions, type DeckTranscript } from './deck-audit';
export { lockedPoint, recycledDeckSpec, type RecycledCard } from './deck-recycle';
export * from './escrow-api';
