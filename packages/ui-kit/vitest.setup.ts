import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Waiting helpers return as soon as their condition holds; the long ceiling is for loaded CI.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
