import { useId } from 'react';

/** The ids that tie a form control to its help text and error message. */
export interface FieldIds {
  /** The control's id (the one given, or a generated one). */
  id: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  /** The value for `aria-describedby`: help text first, then the error. */
  describedBy: string | undefined;
}

/**
 * The ids of a labelled control with optional help text and error, stable between server and
 * browser render (`useId`).
 *
 * @example
 * const ids = useFieldIds(props.id, Boolean(props.description), Boolean(props.error));
 * <input id={ids.id} aria-describedby={ids.describedBy} />
 */
export function useFieldIds(
  id: string | undefined,
  hasDescription: boolean,
  hasError: boolean,
): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = hasDescription ? `${controlId}-description` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return { id: controlId, descriptionId, errorId, describedBy };
}
