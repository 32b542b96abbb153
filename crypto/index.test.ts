// The public surface: present, frozen where it is data, and free of side effects on import.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as crypto from './index';

describe('crypto/index', () => {
  it('exports every module\'s entry points', () => {
    for (const name of ['encodeCanonical', 'decodeCanonical', 'sha256', 'hashParts', 'sign', 'verify', 'commit', 'openCommitment', 'createDrbg', 'makeLogEntry', 'checkChain', 'isEquivocationProof', 'shuffleDeck', 'lockDeck', 'openPosition', 'openPositionPrivately', 'auditDeck'] as const) {
      expect(typeof crypto[name]).toBe('function');
    }
  });

  it('exported data is frozen', () => {
    for (const value of [crypto.DOMAIN, crypto.DEFAULT_LIMITS, crypto.DECODE_ERROR_CODES, crypto.OPEN_ERROR_CODES, crypto.LOG_ERROR_CODES, crypto.DECK_ERROR_CODES]) {
      expect(Object.isFrozen(value)).toBe(true);
    }
  });

  it('no production module touches randomness, clocks, globals, the console or the network', () => {
    const dir = __dirname;
    const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !/\.(test|bench|testkit)\.ts$/.test(f));
    // The one global read allowed: native-ed25519.ts and native-hash.ts ask the runtime for
    // node:crypto, a faster implementation of the same function (sign.test.ts, native-hash.test.ts
    // show the same answers), never for data.
    const native = /globalThis as \{ process\?: \{ getBuiltinModule\?/;
    const allowed: Record<string, RegExp> = { 'native-ed25519.ts': native, 'native-hash.ts': native };
    for (const file of modules) {
      let code = readFileSync(join(dir, file), 'utf8');
      const exception = allowed[file];
      if (exception) {
        expect(code, file).toMatch(exception);
        code = code.replace(exception, '');
      }
      // Forbidden at module level: randomness, clocks, globals, console, network.
      expect(code, file).not.toMatch(/Math\.random|Date\.now|performance\.now|console\.|globalThis|fetch\(|getRandomValues/);
    }
  });
});
