import { useQuery } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useConsoleText } from '../lib/text';
import { Link } from 'react-router';
import { OperatorQueuesDocument } from '../generated/graphql';
import { RefusalAlert } from '../components/refusal-alert';
import { ageText } from '../lib/age';
import { consolePaths } from '../paths';

const QUEUE_PATHS = {
  DEPOSITS: consolePaths.deposits,
  WITHDRAWALS: consolePaths.withdrawals,
  KYC: consolePaths.kyc,
  CLAIMS: consolePaths.claims,
  COMMITMENTS: consolePaths.commitments,
  APPEALS: consolePaths.appeals,
} as const;

/** Each review queue with how many wait and how long the oldest has waited. */
export function OverviewScreen() {
  const { t } = useConsoleText();
  // Read anew each time it opens: other operators act on the same queue meanwhile.
  const { data, error } = useQuery(OperatorQueuesDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('overview.heading')}
      </Typography>
      <RefusalAlert error={error} />
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        {data?.operatorQueues.map((queue) => (
          <Card key={queue.kind} sx={{ minWidth: 240 }} data-testid={`queue-${queue.kind}`}>
            <CardActionArea component={Link} to={QUEUE_PATHS[queue.kind]}>
              <CardContent>
                <Typography variant="h6">{t(`overview.queues.${queue.kind}`)}</Typography>
                <Typography data-testid={`queue-${queue.kind}-count`}>{t('overview.waiting', { count: queue.count })}</Typography>
                <Typography color="text.secondary">{queue.oldestAt ? t('overview.oldest', { age: ageText(t, queue.oldestAt) }) : t('overview.empty')}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </>
  );
}
