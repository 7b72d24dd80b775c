import type { ApiOperation } from '../../openapi/operation';

const tag = 'Terms of use';

/** The terms of use: the current version, accepting and declining it, publishing a new one. */
export const termsOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/termsofuse',
    tag,
    summary: 'The current terms-of-use version and the one the caller accepted',
    description: '`acceptedVersion` is null without a session.',
    access: 'public',
    answer: { status: 200, description: 'The versions.', type: 'TermsOfUseInfo' },
  },
  {
    method: 'post',
    path: '/api/termsofuse:accept',
    tag,
    summary: 'Accept the current terms of use',
    access: 'signed-in',
    answer: { status: 200, description: 'The profile.', type: 'ApplicationUser' },
  },
  {
    method: 'post',
    path: '/api/termsofuse:decline',
    tag,
    summary: 'Decline the terms of use',
    access: 'signed-in',
    answer: { status: 200, description: 'The profile.', type: 'ApplicationUser' },
  },
  {
    method: 'post',
    path: '/api/termsofuse:publish',
    tag,
    summary: 'Publish a new terms-of-use version that everyone must accept again',
    access: 'admin',
    answer: { status: 200, description: 'The new version.', type: 'TermsOfUseInfo' },
  },
];
