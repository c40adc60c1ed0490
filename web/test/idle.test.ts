import { describe, expect, it } from 'vitest';
import { idlePhase } from '@/lib/idle';

describe('idle session', () => {
  it('warns a minute before the limit, counting down, then ends', () => {
    const limit = 30 * 60;
    expect(idlePhase((limit - 61) * 1000, limit)).toEqual({ phase: 'active' });
    expect(idlePhase((limit - 60) * 1000, limit)).toEqual({ phase: 'warning', secondsLeft: 60 });
    expect(idlePhase((limit - 0.5) * 1000, limit)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(idlePhase(limit * 1000, limit)).toEqual({ phase: 'over' });
  });

  it('a limit of about a minute still leaves quiet seconds before the warning', () => {
    expect(idlePhase(4_000, 66)).toEqual({ phase: 'active' });
    expect(idlePhase(6_000, 66)).toEqual({ phase: 'warning', secondsLeft: 60 });
    expect(idlePhase(4_000, 60)).toEqual({ phase: 'active' });
    expect(idlePhase(5_000, 60)).toEqual({ phase: 'warning', secondsLeft: 55 });
  });
});
