// Command-line flags of the emulator scripts: `--name value` or `--name=value`.
export function parseFlags(argv: string[], known: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`);
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    if (!known.includes(name)) throw new Error(`unknown flag --${name} (known: ${known.map((k) => '--' + k).join(' ')})`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined) throw new Error(`--${name} needs a value`);
    flags.set(name, value);
  }
  return flags;
}

/** A comma-separated list (`--cors-origins http://localhost:4173,http://127.0.0.1:4173`); absent is empty. */
export function listFlag(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function portFlag(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port ${value}`);
  return port;
}
