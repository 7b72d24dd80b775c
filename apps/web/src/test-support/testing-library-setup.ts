import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs the packages' suites side by side on two cores: jsdom renders can take seconds there,
// so waiting helpers get a generous default (they return as soon as the condition holds).
configure({ asyncUtilTimeout: 15_000 });

// The files of a worker share one window (`isolate: false`), and this file runs before each of
// them: each starts with an empty document, no stored data or cookies, at the first address.
if (typeof document !== 'undefined') {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
}

// What a test rendered goes with it.
afterEach(() => {
  cleanup();
});
