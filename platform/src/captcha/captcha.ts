import svgCaptcha from 'svg-captcha';

// svg-captcha's module is itself a function drawing a given text; its typings omit that.
const drawText = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;
import type { Db } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import { safeEqualHex, sha256Hex } from '../lib/secrets.ts';
import type { Clock } from '../lib/time.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;

// Letters and digits that cannot be mistaken for one another.
const CHARACTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function answerHash(answer: string): string {
  return sha256Hex(answer.trim().toUpperCase());
}

/**
 * A fresh image captcha. Only the answer's hash is stored; `testAnswer` fixes the answer
 * for automated tests and is refused by the configuration in production.
 */
export async function createCaptcha(db: Db, clock: Clock, testAnswer: string | undefined) {
  const generated = svgCaptcha.create({ size: 4, noise: 3, color: true, charPreset: CHARACTERS, width: 120, height: 40 });
  const answer = testAnswer ?? generated.text;
  const image = testAnswer ? drawText(testAnswer, { noise: 3, color: true, width: 120, height: 40 }) : generated.data;
  const id = newId('cap');
  const now = clock.now();
  await db
    .insertInto('captchas')
    .values({ id, answer_hash: answerHash(answer), expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS) })
    .execute();
  // Expired captchas are of no use to anyone: sweep a few on the way.
  await db.deleteFrom('captchas').where('expires_at', '<', new Date(now.getTime() - CAPTCHA_TTL_MS)).execute();
  return { captchaId: id, image: `data:image/svg+xml;base64,${Buffer.from(image).toString('base64')}` };
}

/** Single use: the captcha is spent whether or not the answer was right. */
export async function consumeCaptcha(db: Db, clock: Clock, captchaId: string, answer: string): Promise<boolean> {
  const now = clock.now();
  const spent = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['answer_hash'])
    .executeTakeFirst();
  return Boolean(spent && safeEqualHex(spent.answer_hash, answerHash(answer)));
}
