// The names of the malicious kit's attacks (malicious.testkit.ts, `ATTACKS`), in the kit's order, in
// a module of their own: `npm run simulate` checks `--cheat KIND@SEAT` and prints its --help
// without loading the kit, the session and the engine. The kit's `ATTACKS` must have exactly these
// keys (its `satisfies Record<AttackKind, …>` fails to compile otherwise).
export const ATTACK_KINDS = ['out-of-turn', 'illegal-move', 'bad-opening', 'equivocate', 'bad-link', 'half-bad-link', 'bad-share', 'forge', 'withhold-open', 'substitute', 'rewrite'] as const;

/** An attack of the malicious kit, by name. */
export type AttackKind = (typeof ATTACK_KINDS)[number];
