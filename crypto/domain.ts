/**
 * Every domain-separation tag of the protocol, in one place (style rule 14). A tag is hashed in
 * front of every hashed or signed byte string, so that bytes made for one purpose (a commitment,
 * a log entry, a card point, a proof challenge) can never be mistaken for bytes of another.
 * Changing any tag changes the protocol: bump the `v1` and the golden vectors together.
 */
export const DOMAIN = Object.freeze({
  /** Commitment to a sealed choice: H(tag ‖ game ‖ decision ‖ author ‖ salt ‖ payload). */
  COMMIT: 'sealed-orders/v1/commit',
  /** Identifier of a log entry (hash of its unsigned fields); chains use it as `prev`. */
  LOG_ENTRY_ID: 'sealed-orders/v1/log-entry-id',
  /** What an author signs for a log entry: the tag followed by the entry id. */
  LOG_ENTRY_SIGNATURE: 'sealed-orders/v1/log-entry-signature',
  /** Generic hash of a canonical value (state hashes, game ids) when no narrower tag fits. */
  VALUE: 'sealed-orders/v1/value',
  /** Blocks of the deterministic random generator. */
  DRBG: 'sealed-orders/v1/drbg',
  /** Hash-to-curve of a card id into a ristretto255 point (used as the RFC 9380 DST). */
  DECK_CARD: 'sealed-orders/v1/deck-card',
  /** Fiat–Shamir challenge of a Chaum–Pedersen (DLEQ) proof. */
  DLEQ_CHALLENGE: 'sealed-orders/v1/dleq-challenge',
  /** Deterministic nonce of a DLEQ proof (derived from the secret and the statement). */
  DLEQ_NONCE: 'sealed-orders/v1/dleq-nonce',
  /** Escrow: hash of everything an escrow is bound to (game, decision, author, commitment, recipients). */
  ESCROW_CONTEXT: 'sealed-orders/v1/escrow-context',
  /** Escrow: a recipient's escrow secret key from its 32 random bytes. */
  ESCROW_KEY: 'sealed-orders/v1/escrow-key',
  /** Escrow: the seed of a dealer's DRBG (its random bytes mixed with the escrow context). */
  ESCROW_RANDOMNESS: 'sealed-orders/v1/escrow-randomness',
  /** Escrow: the one-time pad that hides a dealt share, from the Diffie–Hellman value. */
  ESCROW_SHARE_PAD: 'sealed-orders/v1/escrow-share-pad',
  /** Escrow: the key of the stream that seals the opening, from the shared secret. */
  ESCROW_OPENING_KEY: 'sealed-orders/v1/escrow-opening-key',
  /** Escrow: the context of its DLEQ proofs (the ephemeral key, a complaint, a registered key). */
  ESCROW_PROOF: 'sealed-orders/v1/escrow-proof',
  /** An open table's listing, signed by its lobby's key (src/lobby/open-table-listing.ts). */
  OPEN_TABLE: 'sealed-orders/v1/open-table',
} as const);

/** The name of a domain tag. */
export type DomainName = keyof typeof DOMAIN;
/** A domain tag string. */
export type DomainTag = (typeof DOMAIN)[DomainName];
