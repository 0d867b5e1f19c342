// A tool's command-line option: the argument after its name (`--runs 5`), if given.

export function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}
