import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { readAgain } from '@/lib/read-again';
import { RefusalAlert } from './refusal-alert';

/**
 * An operator's action on a queue: what it did, or the platform's refusal in its words; the
 * queue is read again either way, since another operator may have acted meanwhile.
 */
export function useQueueAction(refetch: () => unknown) {
  const [done, setDone] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  /** Runs `run`; on success says what `said` (or what `said` makes of the answer). */
  const act = async <T,>(run: () => Promise<T>, said: string | ((answer: T) => string)) => {
    setDone(null);
    setRefusal(null);
    try {
      const answer = await run();
      setDone(typeof said === 'string' ? said : said(answer));
    } catch (failure) {
      setRefusal(failure);
    }
    await readAgain(refetch);
  };
  return { act, done, refusal };
}

/** The queue's own load error, the last action's refusal and what it did. */
export function QueueOutcome({ loadError, done, refusal }: { loadError: unknown; done: string | null; refusal: unknown }) {
  return (
    <>
      <RefusalAlert error={loadError} />
      <RefusalAlert error={refusal} testId="action-refusal" />
      {done && (
        <Alert severity="success" data-testid="action-done" sx={{ my: 1 }}>
          {done}
        </Alert>
      )}
    </>
  );
}
