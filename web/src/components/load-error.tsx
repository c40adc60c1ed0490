import { failureOf } from '@/lib/errors';
import { FailureAlert } from './failure-alert';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * A screen (or a part of one) whose Apollo query failed: what happened and a retry button. No
 * answer at all is said once, by the shell's connection banner, and retried by itself.
 */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const failure = failureOf(error);
  return <FailureAlert failure={failure} onRetry={onRetry} withoutReason={failure.unreachable === true} />;
}
