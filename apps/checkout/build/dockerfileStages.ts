/**
 * The instructions of a Dockerfile, one array per stage (each beginning with its `FROM`): comments
 * and blank lines dropped, lines continued with a backslash joined.
 */
export function dockerfileStages(text: string): string[][] {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: string[][] = [];
  for (const line of instructions) {
    if (line.startsWith('FROM ') || stages.length === 0) stages.push([]);
    stages.at(-1)?.push(line);
  }
  return stages;
}
