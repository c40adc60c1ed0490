/** A pino destination writing each line to `file` at once; undefined without a file (logs off). */
export function logDestination(file: string | undefined): { write(line: string): void } | undefined;
