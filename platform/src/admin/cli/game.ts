import type { Command } from 'commander';
import { call, print } from './operator-api.ts';
import { flag } from './parsers.ts';

/** The game area (docs/game.md). */
export function addGameCommands(program: Command): void {
  const game = program.command('game').description('the Hash Kingdom game area (docs/game.md)');
  game
    .command('config')
    .description('the launch URL, token lifetime, minimum transfer, and the game and media lists')
    .action(async () => print(await call('game/config')));
  game
    .command('config-set')
    .option('--launch-url <url>', "the game's launch address (http or https); '' clears it: members then see 'not connected yet'")
    .option('--token-ttl <seconds>', 'how long a launch token is good, 30…3600', (v) => Number.parseInt(v, 10))
    .option('--min-transfer <amount>', 'the least GMT one transfer into or out of the game moves')
    .description('change the game settings')
    .action(async (o: { launchUrl?: string; tokenTtl?: number; minTransfer?: string }) =>
      print(await call('game/config/set', { launchUrl: o.launchUrl, tokenTtlSeconds: o.tokenTtl, minTransfer: o.minTransfer })),
    );
  game
    .command('item-set')
    .argument('<kind>', 'game | media')
    .argument('<code>', 'the entry code (letters, digits, _ and -)')
    .option('--name <name>', 'the name shown')
    .option('--image <path>', "an image address or a path shipped with the web app; '' clears it")
    .option('--link <url>', "where the entry opens (http or https); '' clears it")
    .option('--sort <n>', 'order in the list', (v) => Number.parseInt(v, 10))
    .option('--enabled <0|1>', 'whether members see it', flag)
    .description('add or change an entry of the game list (launchGames) or the media list (appMediaList)')
    .action(async (kind: string, code: string, o: { name?: string; image?: string; link?: string; sort?: number; enabled?: 0 | 1 }) =>
      print(
        await call('game/catalogue/set', {
          kind: kind.toUpperCase(),
          code,
          name: o.name,
          image: o.image,
          link: o.link,
          sortOrder: o.sort,
          enabled: o.enabled === undefined ? undefined : o.enabled === 1,
        }),
      ),
    );
  game
    .command('account')
    .argument('<userName>')
    .description("a member's game account: bound address, game wallet and bet flow")
    .action(async (userName: string) => print(await call('game/account', { userName })));
  game
    .command('bet-flow')
    .argument('<userName>')
    .argument('<amount>', 'GMT wagered, above 0')
    .option('--day <yyyy-MM-dd>', 'the GMT+8 business day it belongs to (default today)')
    .option('--reference <id>', "the game platform's id of the report: a repeated report is recorded once")
    .description('record the bet flow the game platform reported for a member')
    .action(async (userName: string, amount: string, o: { day?: string; reference?: string }) =>
      print(await call('game/bet-flow', { userName, amount, day: o.day, reference: o.reference })),
    );
}
