import Alert from '@mui/material/Alert';
import { useConsoleText } from '../lib/text';
import { refusalOf } from '../lib/refusal';

/** The platform's refusal of an action or a read, in its own words (as the gateway passes them on). */
export function RefusalAlert({ error, testId = 'refusal' }: { error: unknown; testId?: string }) {
  const { t } = useConsoleText();
  if (!error) return null;
  return (
    <Alert severity="error" data-testid={testId} role="alert" sx={{ my: 1 }}>
      {refusalOf(error, t('errors.unreachable')).message}
    </Alert>
  );
}
