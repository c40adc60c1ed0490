import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GameAreaQuery, GameListsQuery } from '@/generated/graphql';
import { useGameLogin } from '../api/game';

type Account = GameAreaQuery['gameAccount'];
type Item = GameListsQuery['launchGames'][number];

/** An image of the list: an http(s) address as is, otherwise a path of the web app's own assets. */
function imageSrc(image: string): string {
  return /^https?:\/\//i.test(image) ? image : `${import.meta.env.BASE_URL}${image.replace(/^\/+/, '')}`;
}

/**
 * Entering the game: the platform gives a launch address with a short-lived token, which the
 * browser opens at once (it is never shown or kept). Until the operator connects the game, the
 * screen says so instead of offering a broken link.
 */
export function GameEnterCard({ account, lists }: { account: Account; lists: GameListsQuery | undefined }) {
  const { t } = useTranslation();
  const [login, entering] = useGameLogin();
  const enter = async () => {
    if (entering.loading) return;
    try {
      const answer = await login();
      const url = answer.data?.gameLogin.launchUrl;
      if (url) window.location.assign(url);
    } catch {
      // The error link has told the member why.
    }
  };
  const games = lists?.launchGames ?? [];
  const media = lists?.appMedia ?? [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="game-enter-title" sx={{ p: 2 }} data-testid="game-enter">
      <Typography id="game-enter-title" component="h2" variant="h6">
        {t('game.enterTitle')}
      </Typography>
      {media.length > 0 ? (
        <Stack sx={{ gap: 1, my: 1 }} data-testid="game-media">
          {media.map((item) => (
            <MediaItem key={item.code} item={item} />
          ))}
        </Stack>
      ) : null}
      {!account.registered ? (
        <Alert severity="info" sx={{ my: 1 }}>
          {t('game.registerFirst')}
        </Alert>
      ) : !account.connected ? (
        <Alert severity="info" sx={{ my: 1 }} data-testid="game-not-connected">
          {t('game.notConnected')}
        </Alert>
      ) : null}
      <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', gap: 1.5, p: 0, m: 0, mt: 1 }}>
        {games.map((game) => (
          <Paper key={game.code} component="li" variant="outlined" sx={{ listStyle: 'none', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="game-tile">
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              {game.image ? <Box component="img" src={imageSrc(game.image)} alt="" sx={{ width: 40, height: 40, borderRadius: 1 }} /> : <SportsEsportsIcon color="primary" aria-hidden />}
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {game.name}
              </Typography>
            </Stack>
            <Button
              variant="contained"
              onClick={() => void enter()}
              loading={entering.loading}
              disabled={!account.registered || !account.connected}
              aria-label={t('game.enterNamed', { name: game.name })}
              data-testid="game-enter-button"
            >
              {t('game.enter')}
            </Button>
          </Paper>
        ))}
      </Box>
    </Paper>
  );
}

function MediaItem({ item }: { item: Item }) {
  const picture = item.image ? <Box component="img" src={imageSrc(item.image)} alt={item.name} sx={{ width: '100%', maxHeight: 180, objectFit: 'cover', borderRadius: 1, display: 'block' }} /> : null;
  if (item.link) {
    return (
      <Link href={item.link} target="_blank" rel="noopener noreferrer" underline="hover">
        {picture ?? item.name}
      </Link>
    );
  }
  return picture ?? <Typography>{item.name}</Typography>;
}
