import type { Preview } from '@storybook/react-vite';
import '@plein/ui-kit/tokens.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
};

export default preview;
