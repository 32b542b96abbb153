// A log file as a value, for tests that take one apart and put a hostile version back together
// (hostile-log.test, hostile-config.test): its format, setup and entries, within the file's limits.
import { decodeCanonical, encodeCanonical, type CanonicalValue } from '../../crypto/index';
import { LOG_FILE_LIMITS } from './log-file';

/** The file as a value: its format, setup and entries (canonical bytes each). */
export interface FileValue {
  readonly format: string;
  readonly setup: Record<string, CanonicalValue>;
  readonly entries: readonly Uint8Array[];
}

/** The bytes of a file of this value. */
export const file = (v: FileValue): Uint8Array => encodeCanonical(v as unknown as CanonicalValue, LOG_FILE_LIMITS);

/** The value of an exported log (it must decode). */
export function fileValue(log: Uint8Array): FileValue {
  const decoded = decodeCanonical(log, LOG_FILE_LIMITS);
  if (!decoded.ok) throw new RangeError('expected the exported log to decode');
  return decoded.value as unknown as FileValue;
}
