import type {
  FormAnswers,
  FormContent,
  FormFieldType,
  FormOpenState,
  FormRefusal,
  FormSettings,
  LocalizedText,
  PublicForm,
} from '@plein/validation';
import type { PageQuery, Paged } from './accounts';

/** A form as a visitor sees it; defined with the rules, which the form block shares. */
export type { FormRefusal, PublicForm };

/**
 * A form in the admin's list: its current title, state and versions at a glance. `beta` in the
 * admin menu (spec section 2).
 */
export interface FormSummary {
  guid: string;
  /** Title of the draft, else of the newest published version. */
  title: FormContent['title'];
  openState: FormOpenState;
  /** Number of the newest published version, null before the first publish. */
  publishedVersion: number | null;
  /** Whether there are changes not yet published. */
  hasDraft: boolean;
  submissionCount: number;
  /** ISO date-time of the last change to its draft, settings or versions. */
  updatedOn: string;
}

/** A published, frozen version of a form. */
export interface FormVersionSummary {
  /** 1, 2, ... in publishing order. */
  version: number;
  /** ISO date-time. */
  publishedOn: string;
  submissionCount: number;
}

/** A form as its administrator edits it: settings, the draft and the published versions. */
export interface Form extends FormSettings {
  guid: string;
  /** The content being edited: a copy of the newest version until it is changed. */
  draft: FormContent;
  /** Whether the draft differs from the newest published version (always true before the first). */
  hasDraft: boolean;
  /** Oldest first. */
  versions: FormVersionSummary[];
  openState: FormOpenState;
  createdOn: string;
  updatedOn: string;
}

/** One published version with its frozen content (`GET /api/admin/forms/{guid}/versions/{n}`). */
export interface FormVersion extends FormVersionSummary {
  formGuid: string;
  content: FormContent;
}

/** Body of `POST /api/admin/forms`: a new form starts as a draft with this title. */
export interface FormCreateRequest {
  title: FormContent['title'];
}

/**
 * Body of `POST /api/forms/{guid}/submissions`: the version answered (a form published again
 * while the visitor typed answers 409 `form_version_changed`) and the answers by field key.
 * `website` is the honeypot: humans leave it empty.
 */
export interface FormSubmitRequest {
  version: number;
  answers: FormAnswers;
  website?: string;
}

/**
 * Answer of a submission: where its receipt is (`/submission/{guid}`), or null when the form only
 * notifies (its answers were mailed, not stored).
 */
export interface FormSubmitResponse {
  guid: string | null;
}

/**
 * The receipt of a submission (`GET /api/submissions/{guid}`), shown to whoever holds the
 * unguessable guid: what was sent, when and to which version.
 */
export interface FormSubmissionReceipt {
  guid: string;
  formGuid: string;
  version: number;
  submittedOn: string;
  content: FormContent;
  answers: FormAnswers;
}

/** A submission as its form's administrator sees it. */
export interface FormSubmission {
  guid: string;
  version: number;
  submittedOn: string;
  answers: FormAnswers;
  /** The signed-in account that submitted it, when there was one. */
  submittedBy: { guid: string; email: string } | null;
  /**
   * The list item that publishes it (content of kind FormSubmission, the form's `publication`),
   * null while it is not published.
   */
  publishedItemGuid: string | null;
}

/**
 * A page of a form's submissions. Without a date range or a search `total` is exact; with one it
 * counts a hundred pages past the asked one at most, and `totalCapped` says there are more.
 */
export interface FormSubmissionsPage extends Paged<FormSubmission> {
  totalCapped: boolean;
}

/** Query of a form's submissions: paging plus version, dates (inclusive) and a text search. */
export interface FormSubmissionsQuery extends PageQuery {
  version?: number;
  /** ISO dates `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  /** Matched against the answers' text. */
  search?: string;
}

/** Body of `POST /api/admin/forms/{guid}/submissions:delete`. */
export interface FormSubmissionsDeleteRequest {
  guids: string[];
}

/** The answer of publishing a submission: the list item that shows it (made once, then reused). */
export interface SubmissionPublication {
  itemGuid: string;
}

/** One submission with the content of the version it answered (the admin's submission screen). */
export interface FormSubmissionDetail extends FormSubmission {
  formGuid: string;
  content: FormContent;
}

/**
 * How many submissions of a version gave one answer: an option of a choice field (`label` its
 * label), or `'true'`/`'false'` for a toggle or consent box (`label` null: the screen says yes or
 * no). Checkboxes count every ticked option, so their counts may add up to more than `answered`.
 */
export interface FormOptionCount {
  value: string;
  label: LocalizedText | null;
  count: number;
}

/** Answers from `from` (inclusive) up to `to` (exclusive). */
export interface FormNumberBucket {
  from: number;
  to: number;
  count: number;
}

/** The spread of a number field's answers (those written as a number). */
export interface FormNumberSummary {
  min: number;
  max: number;
  mean: number;
  median: number;
  /**
   * Whether every answer is a whole number; the buckets then hold the whole numbers from `from`
   * to `to - 1`.
   */
  integers: boolean;
  /** About ten buckets of one round width (1, 2, 2.5 or 5 times a power of ten), low to high. */
  buckets: FormNumberBucket[];
}

/** How many answers fall in one period: a count per stretch of time, every period listed. */
export interface FormPeriodCount {
  /** The first day of the period, `YYYY-MM-DD`. */
  start: string;
  count: number;
}

/**
 * The spread of a date field's answers: a count per month (when they span at most two years),
 * else per `step` years (1, 2, 5, 10, ... so that there are at most about thirty periods).
 */
export interface FormDateSummary {
  /** The earliest and the latest date answered, `YYYY-MM-DD`. */
  earliest: string;
  latest: string;
  unit: 'month' | 'year';
  step: number;
  periods: FormPeriodCount[];
}

/**
 * Submissions over time in UTC periods, from the first submission's period to the last one's,
 * empty periods included: days (a span of up to 31 days), weeks from Monday (up to 26 weeks),
 * months (up to three years) or years.
 */
export interface FormTimeline {
  unit: 'day' | 'week' | 'month' | 'year';
  periods: FormPeriodCount[];
}

/** What every field summary of a dashboard says. */
interface FormFieldSummaryBase {
  key: string;
  type: Exclude<FormFieldType, 'section'>;
  label: LocalizedText;
  /**
   * How many submissions answered the field: a non-empty text, at least one ticked checkbox, or
   * (toggles and consent boxes) on or off. Its completion is `answered / submissionCount`.
   */
  answered: number;
}

/**
 * One field of a version's dashboard, by `kind`: counts per option (choice, toggle and consent
 * fields; every option of the version, zero counts included), the spread of numbers or of dates
 * (null while no answer is a number or a date), or (every text type) only how many answered.
 */
export type FormFieldSummary =
  | (FormFieldSummaryBase & { kind: 'options'; many: boolean; options: FormOptionCount[] })
  | (FormFieldSummaryBase & { kind: 'numbers'; numbers: FormNumberSummary | null })
  | (FormFieldSummaryBase & { kind: 'dates'; dates: FormDateSummary | null })
  | (FormFieldSummaryBase & { kind: 'text' });

/**
 * The dashboard of one published version of a form
 * (`GET /api/admin/forms/{guid}/versions/{version}/dashboard`): its submissions counted, over time
 * and per field, aggregated by the database. Submissions to other versions never count.
 */
export interface FormVersionDashboard {
  formGuid: string;
  version: number;
  /** The version's title. */
  title: LocalizedText;
  /** ISO date-time. */
  publishedOn: string;
  submissionCount: number;
  /** ISO date-times, null without submissions. */
  firstSubmittedOn: string | null;
  lastSubmittedOn: string | null;
  overTime: FormTimeline;
  /** Every field that takes an answer, in the version's order. */
  fields: FormFieldSummary[];
}
