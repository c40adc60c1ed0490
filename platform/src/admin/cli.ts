import readline from 'node:readline';
import { Writable } from 'node:stream';
import { CommanderError } from 'commander';
import { AdminCommandError, runAdmin } from './program.ts';

/**
 * A secret from standard input: its first line when piped, or typed at a prompt that echoes
 * nothing. Never an argument, which the shell's history and the process list would keep.
 */
async function readSecretFromStdin(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const input = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await new Promise<string>((resolve) => input.question('', resolve));
  } finally {
    input.close();
    process.stderr.write('\n');
  }
}

/**
 * `pnpm admin …`: the operator's tools. They talk to the running platform's operator API,
 * which finds its address and token in DATA_DIR (or PLATFORM_URL / ADMIN_TOKEN).
 */
try {
  await runAdmin(process.argv.slice(2), {
    env: process.env,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    readSecret: readSecretFromStdin,
  });
} catch (error) {
  if (error instanceof AdminCommandError) {
    console.error(error.message);
    process.exitCode = error.exitCode;
  } else if (error instanceof CommanderError) {
    // Commander has already written the usage error or the help.
    process.exitCode = error.exitCode;
  } else {
    throw error;
  }
}
