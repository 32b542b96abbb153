// A move the rules forbid (style rule 4a). `rule` is the ID in the rules specification
// (shared/rules/wotr-card-game.md) and is the machine-readable reason: tests and peers match on
// it, never on the message.

/** A rule of the War of the Ring: The Card Game specification. */
export type WotrRuleId = `WOTR-${string}`;

export class WotrRuleViolation extends Error {
  override readonly name = 'WotrRuleViolation';

  constructor(
    readonly rule: WotrRuleId,
    message: string,
  ) {
    super(`[${rule}] ${message}`);
  }
}

/** Throws a refusal naming `rule` unless `ok`. */
export function check(ok: boolean, rule: WotrRuleId, message: string): asserts ok {
  if (!ok) throw new WotrRuleViolation(rule, message);
}
