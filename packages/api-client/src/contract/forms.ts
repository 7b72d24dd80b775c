import type {
  FormAnswers,
  FormContent,
  FormOpenState,
  FormRefusal,
  FormSettings,
  PublicForm,
} from '@plein/validation';
import type { PageQuery } from './accounts';

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

/** One submission with the content of the version it answered (the admin's submission screen). */
export interface FormSubmissionDetail extends FormSubmission {
  formGuid: string;
  content: FormContent;
}
