import type { ConsentCategory } from '@plein/state-store';
import { Button, Dialog, Link } from '@plein/ui-kit';

export const everything: ConsentCategory[] = ['required', 'analytical', 'video'];
export const necessaryOnly: ConsentCategory[] = ['required'];

/** The words of the consent dialog, in the visitor's language. */
export interface ConsentDialogTexts {
  title: string;
  text: string;
  onlyNecessary: string;
  acceptAll: string;
  readStatement: string;
}

/**
 * The cookie-consent dialog as it looks: a text, a link to the cookie statement and the two
 * choices. Who keeps the choice is up to the caller (the app's store, or a page's islands).
 */
export function ConsentDialogView({
  open,
  texts,
  statementHref,
  onChoose,
}: {
  open: boolean;
  texts: ConsentDialogTexts;
  statementHref: string;
  onChoose: (categories: ConsentCategory[]) => void;
}) {
  return (
    <Dialog
      open={open}
      title={texts.title}
      actions={
        <>
          <Button variant="secondary" onClick={() => onChoose(necessaryOnly)}>
            {texts.onlyNecessary}
          </Button>
          <Button onClick={() => onChoose(everything)}>{texts.acceptAll}</Button>
        </>
      }
    >
      <p>{texts.text}</p>
      <p>
        <Link href={statementHref}>{texts.readStatement}</Link>
      </p>
    </Dialog>
  );
}
