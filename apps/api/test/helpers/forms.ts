import type { Form } from '@plein/api-client';
import type { FormContent, FormField, FormFieldType, FormSettings } from '@plein/validation';
import { defaultFormSettings, emptyFormField } from '@plein/validation';
import type { Browser } from './identity';

/** A field of `type` with a Dutch label (`Vraag {key}`) and `extra` on top. */
export function formField(
  type: FormFieldType,
  key: string,
  extra: Partial<FormField> = {},
): FormField {
  return { ...emptyFormField(type, key), label: { nl: `Vraag ${key}`, en: '' }, ...extra };
}

/** Form content with a title and these fields. */
export function formContent(title: string, fields: FormField[]): FormContent {
  return {
    title: { nl: title, en: '' },
    introduction: { nl: '', en: '' },
    confirmation: { nl: 'Dank u wel.', en: '' },
    fields,
  };
}

/** The default settings with `patch` on top. */
export function formSettings(patch: Partial<FormSettings> = {}): FormSettings {
  return { ...defaultFormSettings, ...patch };
}

/** Answers a Form, or throws with the answer's text (setting up a test should not fail). */
async function expectForm(res: Promise<{ status: number; body: unknown; text: string }>) {
  const answer = await res;
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`form call failed: ${answer.status} ${answer.text}`);
  }
  return answer.body as Form;
}

/**
 * Creates a form as `admin`, saves `content` as its draft and `settings`, and publishes it
 * (version 1) unless `publish` is false.
 */
export async function createTestForm(
  admin: Browser,
  content: FormContent,
  settings: Partial<FormSettings> = {},
  publish = true,
): Promise<Form> {
  const created = await expectForm(admin.post('/api/admin/forms', { title: content.title }));
  const path = `/api/admin/forms/${created.guid}`;
  await expectForm(admin.put(`${path}/draft`, content));
  let form = await expectForm(admin.put(`${path}/settings`, formSettings(settings)));
  if (publish) form = await expectForm(admin.post(`${path}/versions`));
  return form;
}
