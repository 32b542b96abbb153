// A move the rules forbid (style rule 4a). `rule` is the ID in the rules reference
// (shared/rules/agot-2e.md) and is the machine-readable reason: tests and peers match on it,
// never on the message.

export type RuleId = `2E-${string}`;

export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';

  constructor(
    readonly rule: RuleId,
    message: string,
  ) {
    super(`[${rule}] ${message}`);
  }
}

/** Throws a RuleViolation unless `condition` holds. */
export function require(condition: boolean, rule: RuleId, message: string): asserts condition {
  if (!condition) throw new RuleViolation(rule, message);
}
