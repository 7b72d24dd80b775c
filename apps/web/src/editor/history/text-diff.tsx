import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@plein/ui-kit';
import type { TextPart } from './compare-revisions';

/** Props of {@link TextDiff}. */
export interface TextDiffProps {
  parts: TextPart[];
}

/**
 * A text with its differences marked: added words in `<ins>` (underlined), removed ones in
 * `<del>` (struck through), each opened by a visually hidden "toegevoegd:" / "verwijderd:" for
 * screen readers, which do not announce the elements themselves. Colour is an extra, never the
 * only sign.
 *
 * @example
 * <TextDiff parts={compareText('Welkom bij ons team.', 'Welkom bij het team.').parts} />
 */
export function TextDiff({ parts }: TextDiffProps) {
  const { t } = useTranslation('admin');
  return (
    <span className="plein-editor-diff">
      {parts.map((part, index) => {
        const key = `${String(index)}-${part.kind}`;
        // Removed words right before added ones (a replacement) are kept apart by a space.
        const apart = part.kind === 'added' && parts[index - 1]?.kind === 'removed' ? ' ' : null;
        if (part.kind === 'added') {
          return (
            <Fragment key={key}>
              {apart}
              <ins>
                <VisuallyHidden>{t('editor.history.inserted')} </VisuallyHidden>
                {part.text}
              </ins>
            </Fragment>
          );
        }
        if (part.kind === 'removed') {
          return (
            <del key={key}>
              <VisuallyHidden>{t('editor.history.deleted')} </VisuallyHidden>
              {part.text}
            </del>
          );
        }
        return <span key={key}>{part.text}</span>;
      })}
    </span>
  );
}
