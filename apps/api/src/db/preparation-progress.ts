import type { Logger } from '@plein/logger/node';

/** A step of preparing the database at a start. */
export type PreparationStep =
  | { step: 'creating' }
  | { step: 'opening' }
  | { step: 'migrating'; done: number; total: number }
  | { step: 'seeding' };

/** How often a step that takes long says it is still going. */
const stillGoingEveryMs = 30_000;

/**
 * The console line of a step.
 *
 * @example
 * stepLine({ step: 'migrating', done: 12, total: 40 }); // 'preparing the database: migrating 12/40'
 */
export function stepLine(step: PreparationStep): string {
  const what =
    step.step === 'creating'
      ? 'creating the data folder'
      : step.step === 'opening'
        ? 'opening the data folder'
        : step.step === 'seeding'
          ? 'seeding the demo sites'
          : `migrating ${step.done}/${step.total}`;
  return `preparing the database: ${what}`;
}

/**
 * Tells the steps of a preparation on the console (the logger), and every 30 s that the current
 * one still goes on: on a loaded machine a start may take minutes, and waits as long as it needs.
 *
 * @example
 * const progress = preparationProgress(logger);
 * progress.report({ step: 'opening' });
 * // … when done:
 * progress.stop();
 */
export function preparationProgress(logger: Logger): {
  report: (step: PreparationStep) => void;
  stop: () => void;
} {
  let current: { step: PreparationStep; since: number } | null = null;
  const timer = setInterval(() => {
    if (!current) return;
    const seconds = Math.round((Date.now() - current.since) / 1000);
    logger.info(`${stepLine(current.step)} (still going after ${seconds} s)`);
  }, stillGoingEveryMs);
  timer.unref();
  return {
    report: (step) => {
      current = { step, since: Date.now() };
      logger.info(stepLine(step));
    },
    stop: () => clearInterval(timer),
  };
}
