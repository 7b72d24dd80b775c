import type { VerificationSendResponse, VerificationSendResult } from '@plein/api-client';

/** What became of a request for a confirmation mail: the API's result, or `Queued` when sent to an outbox. */
export type VerificationOutcome = VerificationSendResult | 'Queued';

/**
 * The outcome to tell the user: a mail the installation only queues (no mail server) is not
 * "sent", and a failed call is `Failed`.
 *
 * @example
 * verificationOutcome({ result: 'Sent', mail: 'queued' }); // 'Queued'
 */
export function verificationOutcome(
  answer: VerificationSendResponse | undefined,
): VerificationOutcome {
  const result = answer?.result ?? 'Failed';
  return result === 'Sent' && answer?.mail === 'queued' ? 'Queued' : result;
}
