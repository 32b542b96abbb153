// A move the rules forbid (style rule 4a). `rule` is the ID in the rules reference
// (shared/rules/agot-2e.md) and is the machine-readable reason: tests and peers match on it,
// never on the message.

/** A rule of the 2nd-edition reference (agot-2e.md) or of the 1st-edition one (agot-1e.md). */
export type RuleId = `2E-${string}` | `1E-${string}`;

export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';

  constructor(
    readonly rule: RuleId,
    /** The message without the rule: what is wrong with the move. */
    readonly reason: string,
  ) {
    super(`[${rule}] ${reason}`);
  }
}

/**
 * Throws a RuleViolation unless `condition` holds. A message that describes untrusted input
 * (`show`, a JSON.stringify) is passed as a function, so that a move that keeps the rule, as almost
 * every move does, does not pay for a message nobody reads.
 */
export function require(condition: boolean, rule: RuleId, message: string | (() => string)): asserts condition {
  if (!condition) throw new RuleViolation(rule, typeof message === 'string' ? message : message());
}

/**
 * A broken rule found without throwing: legality probes (a generator asking every candidate move)
 * use it, since building an exception for each refused candidate costs more than the check itself.
 */
export interface Broken {
  readonly rule: RuleId;
  readonly message: string;
}

/** Throws the RuleViolation of `broken`, if any. */
export function refuse(broken: Broken | null): void {
  if (broken !== null) throw new RuleViolation(broken.rule, broken.message);
}
