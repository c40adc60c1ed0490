import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { useGameArea, useGameLists } from '../api/game';
import { GameAccountCard } from '../components/game-account-card';
import { GameBetFlowCard, GameTransfersCard } from '../components/game-activity';
import { GameEnterCard } from '../components/game-enter-card';
import { GameWalletCard } from '../components/game-wallet-card';
import { readAgain } from '@/lib/read-again';

/** /game/index (desktop) and /game (phone): the game account, entering, the game wallet, bet flow and transfers. */
export function GameRoute() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const area = useGameArea(pageNum);
  const lists = useGameLists();
  const data = area.data;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('game.title')}
      </Typography>
      {data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <Stack sx={{ gap: 2, minWidth: 0 }}>
            <GameAccountCard account={data.gameAccount} />
            <GameEnterCard account={data.gameAccount} lists={lists.data} />
          </Stack>
          <Stack sx={{ gap: 2, minWidth: 0 }}>
            <GameWalletCard account={data.gameAccount} />
            <GameBetFlowCard betFlow={data.gameBetFlow} />
            <GameTransfersCard transfers={data.gameTransfers} pageNum={pageNum} onPageChange={setPageNum} />
          </Stack>
        </Box>
      ) : area.error ? (
        <LoadError error={area.error} onRetry={() => void readAgain(area.refetch)} />
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}

/** /game/hash-h5: on a phone, entering Hash Kingdom on its own, with a way back to the game wallet. */
export function HashH5Route() {
  const { t } = useTranslation();
  const area = useGameArea(1);
  const lists = useGameLists();
  const data = area.data;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('game.title')}
      </Typography>
      {data ? (
        <>
          <GameEnterCard account={data.gameAccount} lists={lists.data} />
          <Button component={RouterLink} to={paths.app.game.getHref()} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {t('game.backToWallet')}
          </Button>
        </>
      ) : area.error ? (
        <LoadError error={area.error} onRetry={() => void readAgain(area.refetch)} />
      ) : (
        <LinearProgress aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}
