import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_TOKEN_FILE, PLATFORM_URL_FILE } from '../../lib/data-files.ts';

/** The running platform's operator API, which every command calls: its address and token are in DATA_DIR (or PLATFORM_URL / ADMIN_TOKEN). */
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

function readSetting(envName: string, file: string, hint: string): string {
  const fromEnv = process.env[envName];
  if (fromEnv) return fromEnv.trim();
  const filePath = path.join(dataDir, file);
  if (!fs.existsSync(filePath)) {
    console.error(`Cannot find ${filePath}: ${hint} (or set ${envName}).`);
    process.exit(2);
  }
  return fs.readFileSync(filePath, 'utf8').trim();
}

export async function call<T>(route: string, body: unknown = {}): Promise<T> {
  const url = readSetting('PLATFORM_URL', PLATFORM_URL_FILE, 'is the platform running? Start it with `pnpm start`');
  const token = readSetting('ADMIN_TOKEN', ADMIN_TOKEN_FILE, 'the platform writes it on its first start');
  let response: Response;
  try {
    response = await fetch(`${url}/admin/api/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify(body),
    });
  } catch {
    console.error(`The platform at ${url} does not answer. Is it running?`);
    process.exit(2);
  }
  const payload = (await response.json()) as T & { code?: number; msg?: string };
  if (!response.ok || payload.code === 9001) {
    console.error(`Refused: ${payload.msg ?? response.statusText}`);
    process.exit(1);
  }
  return payload;
}

export const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));
