// The command-line tools' one way to read arguments: node:util parseArgs (strict), a --help that
// lists every option, and a bad argument answered with one line and exit code 2 — never a stack
// trace. Progress lines go to stderr and only to a terminal, so a piped run prints just its results.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;
type ParseArgsOptionConfig = ParseArgsOptionsConfig[string];

/** One option: parseArgs' descriptor plus the line --help shows for it. */
export type CliOption = ParseArgsOptionConfig & { readonly help: string; readonly value?: string };

export interface CliSpec<O extends Record<string, CliOption>> {
  /** How it is run, e.g. `npm run soak --`. */
  readonly usage: string;
  /** One sentence: what the tool does. */
  readonly summary: string;
  readonly options: O;
  /** What the positional arguments are, e.g. `game.log`; none allowed when absent. */
  readonly positionals?: string;
}

type Values<O extends Record<string, CliOption>> = {
  [K in keyof O]: O[K]['type'] extends 'boolean' ? boolean : O[K] extends { multiple: true } ? string[] | undefined : O[K] extends { default: string } ? string : string | undefined;
};

export interface ParsedCli<O extends Record<string, CliOption>> {
  readonly values: Values<O>;
  readonly positionals: readonly string[];
}

/** The text of --help. */
export function helpText(spec: CliSpec<Record<string, CliOption>>): string {
  const rows = Object.entries(spec.options).map(([name, o]) => {
    const flag = o.type === 'boolean' ? `--${name}` : `--${name} ${o.value ?? 'VALUE'}${o.multiple ? ' …' : ''}`;
    const fallback = o.default !== undefined && o.type !== 'boolean' ? ` (default ${String(o.default)})` : '';
    return [flag, `${o.help}${fallback}`] as const;
  });
  rows.push(['--help', 'print this help and exit']);
  const width = Math.max(...rows.map(([flag]) => flag.length));
  const lines = rows.map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`);
  return [`usage: ${spec.usage}${spec.positionals ? ` ${spec.positionals}` : ''} [options]`, '', spec.summary, '', 'options:', ...lines].join('\n');
}

/** What is wrong with `argv`, or its values; --help comes back as 'help'. */
export function readCli<const O extends Record<string, CliOption>>(spec: CliSpec<O>, argv: readonly string[]): ParsedCli<O> | 'help' | { readonly error: string } {
  const options: ParseArgsOptionsConfig = Object.fromEntries([...Object.entries(spec.options).map(([name, o]) => [name, descriptor(o)]), ['help', { type: 'boolean' }]]);
  try {
    const parsed = parseArgs({ args: [...argv], options, strict: true, allowPositionals: spec.positionals !== undefined });
    if ((parsed.values as Record<string, unknown>)['help'] === true) return 'help';
    return { values: parsed.values as Values<O>, positionals: parsed.positionals };
  } catch (error) {
    return { error: firstLine(error) };
  }
}

/** readCli for a process: prints help (exit 0) or the one-line error (exit 2) and exits. */
export function parseCli<const O extends Record<string, CliOption>>(spec: CliSpec<O>, argv: readonly string[] = process.argv.slice(2)): ParsedCli<O> {
  const read = readCli(spec, argv);
  if (read === 'help') {
    console.log(helpText(spec));
    process.exit(0);
  }
  if ('error' in read) failUsage(read.error);
  return read;
}

/** A bad argument: one line on stderr, exit code 2. */
export function failUsage(message: string): never {
  console.error(`error: ${message} (see --help)`);
  process.exit(2);
}

/** A whole number within [min, max], or a usage failure naming the option. */
export function intOption(name: string, text: string, min: number, max: number): number {
  const n = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) failUsage(`--${name} must be a whole number from ${min} to ${max}, got '${text}'`);
  return n;
}

/**
 * Draws a progress line in place on stderr when stderr is a terminal; prints nothing when it is
 * piped or redirected (or with `quiet`), so stdout carries only the results either way.
 */
export function progress(line: string, done = false, quiet = false): void {
  if (quiet || !process.stderr.isTTY) return;
  process.stderr.write(`\r\x1b[K${line}${done ? '\n' : ''}`);
}

/** "12 s" or "3 min": a time left, rounded for a progress line. */
export function timeLeft(seconds: number): string {
  if (!Number.isFinite(seconds)) return '? s';
  return seconds < 120 ? `${Math.max(0, Math.round(seconds))} s` : `${Math.round(seconds / 60)} min`;
}

function descriptor(o: CliOption): ParseArgsOptionConfig {
  const { help: _help, value: _value, ...rest } = o;
  return rest;
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]!.replace(/\. To specify a positional argument.*$/, '');
}
