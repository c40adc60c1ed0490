import { CommanderError } from 'commander';
import { AdminCommandError, runAdmin } from './program.ts';

/**
 * `pnpm admin …`: the operator's tools. They talk to the running platform's operator API,
 * which finds its address and token in DATA_DIR (or PLATFORM_URL / ADMIN_TOKEN).
 */
try {
  await runAdmin(process.argv.slice(2), {
    env: process.env,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
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
