import { storybookConfig } from '../../../tools/storybook-main';

export default storybookConfig;
