import fs from 'node:fs';
import type { Command } from 'commander';
import { call, print } from './operator-api.ts';

/** Identity verifications. */
export function addKycCommands(program: Command): void {
  const kyc = program.command('kyc').description('review identity verifications (ID number and two photos)');
  kyc
    .command('list')
    .option('--pending', 'only those waiting for review')
    .option('-n, --limit <count>', 'how many, newest first', (v) => Number.parseInt(v, 10), 50)
    .description('identity verifications, newest first')
    .action(async (o: { pending?: boolean; limit: number }) => print(await call('kyc/list', { status: o.pending ? 'PENDING' : undefined, limit: o.limit })));
  kyc
    .command('show')
    .argument('<id>')
    .description('one verification with the identity number')
    .action(async (id: string) => print(await call('kyc/get', { id })));
  kyc
    .command('photo')
    .argument('<id>')
    .argument('<side>', 'front | back')
    .argument('<file>', 'where to save the picture (keep it private, delete it after review)')
    .description('save one of the ID photos')
    .action(async (id: string, side: string, file: string) => {
      const photo = await call<{ contentType: string; base64: string }>('kyc/photo', { id, side });
      fs.writeFileSync(file, Buffer.from(photo.base64, 'base64'), { mode: 0o600 });
      print({ file, contentType: photo.contentType });
    });
  kyc
    .command('pass')
    .argument('<id>')
    .description('pass a waiting verification')
    .action(async (id: string) => print(await call('kyc/review', { id, decision: 'PASSED' })));
  kyc
    .command('fail')
    .argument('<id>')
    .argument('<reason...>', 'shown to the member, who may submit again')
    .description('fail a waiting verification with a reason')
    .action(async (id: string, reason: string[]) => print(await call('kyc/review', { id, decision: 'FAILED', reason: reason.join(' ') })));
}
