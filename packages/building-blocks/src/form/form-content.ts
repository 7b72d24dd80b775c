import { isGuid } from '@plein/validation';

/** Content of a `form` block: which form it shows (the newest published version is shown). */
export interface FormBlockContent {
  formGuid: string;
}

/** Whether content from the API is a form block's content (an empty guid: no form chosen yet). */
export function isFormBlockContent(content: unknown): content is FormBlockContent {
  const formGuid = (content as Partial<FormBlockContent> | null)?.formGuid;
  return typeof formGuid === 'string' && (formGuid === '' || isGuid(formGuid));
}

/** Translation keys of the form block: its Edit form and what visitors read. */
export const formTranslationKeys = {
  label: 'blocks.form.label',
  /** Edit: the form to show. */
  form: 'blocks.form.form',
  formHint: 'blocks.form.formHint',
  noForm: 'blocks.form.noForm',
  loadingForms: 'blocks.form.loadingForms',
  /** View. */
  loading: 'blocks.form.loading',
  missing: 'blocks.form.missing',
  required: 'blocks.form.required',
  optional: 'blocks.form.optional',
  submit: 'blocks.form.submit',
  submitting: 'blocks.form.submitting',
  chooseOption: 'blocks.form.chooseOption',
  maskHint: 'blocks.form.maskHint',
  colorHint: 'blocks.form.colorHint',
  /** An image field: what it takes, how its upload goes, and why one failed. */
  imageHint: 'blocks.form.imageHint',
  imageUploading: 'blocks.form.imageUploading',
  imageUploaded: 'blocks.form.imageUploaded',
  imageKept: 'blocks.form.imageKept',
  imagePreview: 'blocks.form.imagePreview',
  imageRemove: 'blocks.form.imageRemove',
  imageRemoved: 'blocks.form.imageRemoved',
  imageFailure: {
    tooLarge: 'blocks.form.imageFailure.tooLarge',
    unsupported: 'blocks.form.imageFailure.unsupported',
    tooMany: 'blocks.form.imageFailure.tooMany',
    refused: 'blocks.form.imageFailure.refused',
    failed: 'blocks.form.imageFailure.failed',
  },
  honeypot: 'blocks.form.honeypot',
  /** The summary above the fields after a refused try, with the number of problems. */
  problemSummary: {
    one: 'blocks.form.problemSummary.one',
    other: 'blocks.form.problemSummary.other',
  },
  receipt: 'blocks.form.receipt',
  sent: 'blocks.form.sent',
  refusal: {
    closed: 'blocks.form.refusal.closed',
    notOpenYet: 'blocks.form.refusal.notOpenYet',
    signIn: 'blocks.form.refusal.signIn',
    verify: 'blocks.form.refusal.verify',
    forbidden: 'blocks.form.refusal.forbidden',
  },
  closesOn: 'blocks.form.closesOn',
  signIn: 'blocks.form.signIn',
  /** Failures of a submit: the version changed, too many tries, or anything else. */
  failure: {
    versionChanged: 'blocks.form.failure.versionChanged',
    tooMany: 'blocks.form.failure.tooMany',
    expired: 'blocks.form.failure.expired',
    failed: 'blocks.form.failure.failed',
  },
  problems: {
    required: 'blocks.form.problems.required',
    tooLong: 'blocks.form.problems.tooLong',
    email: 'blocks.form.problems.email',
    number: 'blocks.form.problems.number',
    date: 'blocks.form.problems.date',
    time: 'blocks.form.problems.time',
    color: 'blocks.form.problems.color',
    choice: 'blocks.form.problems.choice',
    mask: 'blocks.form.problems.mask',
    type: 'blocks.form.problems.type',
    image: 'blocks.form.problems.image',
    imageTooLarge: 'blocks.form.imageFailure.tooLarge',
    imageUnsupported: 'blocks.form.imageFailure.unsupported',
    unknown: 'blocks.form.problems.type',
    rule: {
      minLength: 'blocks.form.problems.rule.minLength',
      maxLength: 'blocks.form.problems.rule.maxLength',
      min: 'blocks.form.problems.rule.min',
      max: 'blocks.form.problems.rule.max',
      earliest: 'blocks.form.problems.rule.earliest',
      latest: 'blocks.form.problems.rule.latest',
      minChoices: 'blocks.form.problems.rule.minChoices',
      maxChoices: 'blocks.form.problems.rule.maxChoices',
    },
  },
  yes: 'blocks.form.yes',
  no: 'blocks.form.no',
} as const;
