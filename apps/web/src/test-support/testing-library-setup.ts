import { configure } from '@testing-library/react';

// CI runs the packages' suites side by side on two cores: jsdom renders can take seconds there,
// so waiting helpers get a generous default (they return as soon as the condition holds).
configure({ asyncUtilTimeout: 15_000 });
