import type { FormContent } from './form-fields';
import type { FormOpenState } from './open-state';

/**
 * Why the visitor asking cannot submit a form: it is closed or not open yet, or its access level
 * needs them signed in, verified, in one of its roles or an admin.
 */
export type FormRefusal = 'closed' | 'notOpenYet' | 'signIn' | 'verify' | 'forbidden';

/**
 * A form as a visitor sees it (`GET /api/forms/{guid}`, rendered by the form block): the newest published version and whether
 * the visitor may submit it now.
 */
export interface PublicForm {
  guid: string;
  version: number;
  content: FormContent;
  openState: FormOpenState;
  /** ISO date-times of the Custom state, shown to visitors ("opens on ..."). */
  openDate: string | null;
  closeDate: string | null;
  /** Null when the visitor may submit now. */
  refusal: FormRefusal | null;
}
