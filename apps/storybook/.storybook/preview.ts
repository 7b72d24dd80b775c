import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '@plein/ui-kit/tokens.css';

// The play functions' waiting helpers (`findBy*`, `waitFor`) return as soon as their condition
// holds; the long ceiling is for CI, where the stories run beside the other suites on two cores.
configure({ asyncUtilTimeout: 15_000 });

const preview: Preview = {
  // A docs page for every component, its props table read from the component's types.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // An axe violation fails the story's test (and shows in the a11y panel).
    a11y: { test: 'error' },
  },
};

export default preview;
