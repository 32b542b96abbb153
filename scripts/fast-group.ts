// The Node tools' start-up: hand libsodium's ristretto255 (WASM, ≈9× noble's speed on a
// multiplication) to crypto/group.ts once, before any deck or proof work. Same answers either way
// (crypto/fast-group.ts says why); if the package is missing the tools run on noble alone.
// Not in the browser bundle: see docs/performance.md ("ristretto255").
import { useFastGroup, type RistrettoBackend } from '../crypto/fast-group';

/**
 * Load libsodium and route crypto/group.ts's multiplications through it.
 * @returns true when libsodium is in use, false when it could not be loaded (noble then)
 * @throws never
 * @example
 * await startFastGroup()
 */
export async function startFastGroup(): Promise<boolean> {
  try {
    const sodium = (await import('libsodium-wrappers-sumo')).default as RistrettoBackend & { ready: Promise<void> };
    await sodium.ready;
    useFastGroup(sodium);
    return true;
  } catch {
    return false;
  }
}
