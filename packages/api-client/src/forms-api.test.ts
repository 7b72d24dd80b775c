import { describe, expect, it } from 'vitest';
import { formSubmissionsExportUrl } from './forms-api';

describe('formSubmissionsExportUrl', () => {
  it('carries the filters and the language, in a stable order', () => {
    expect(
      formSubmissionsExportUrl(
        'f1',
        { search: 'lamp kapot', version: 2, from: '2026-01-01', to: '' },
        'en',
      ),
    ).toBe(
      '/api/admin/forms/f1/submissions:export?version=2&from=2026-01-01&search=lamp+kapot&lang=en',
    );
    expect(formSubmissionsExportUrl('f1', {}, 'nl')).toBe(
      '/api/admin/forms/f1/submissions:export?lang=nl',
    );
  });
});
