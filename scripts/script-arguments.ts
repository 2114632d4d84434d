/** The measuring scripts' command lines: `--flag value` or `--flag=value`, each flag read by the script itself. */

/** Calls `read` for each flag with a reader of its value; a flag `read` does not know (it answers false) is refused. */
export function readFlags(
  argv: readonly string[],
  usage: string,
  read: (flag: string, value: () => string) => boolean,
): void {
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[(index += 1)] ?? '';
    if (!read(flag, value)) throw new Error(`Unknown argument ${flag}. Usage: ${usage}`);
  }
}

/** A whole number from the command line, kept within min and max; `fallback` when it is no number. */
export const boundedNumber = (text: string, min: number, max: number, fallback: number): number =>
  Math.max(min, Math.min(max, Number(text) || fallback));
