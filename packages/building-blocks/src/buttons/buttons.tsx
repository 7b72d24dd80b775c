import { ButtonLink, Cluster, ExternalMark } from '@plein/ui-kit';
import type { LinkComponentProps } from '@plein/ui-kit';
import { useBlockServices } from '../block-services/block-services';
import type { BlockDefinition, BlockViewProps } from '../registry/registry';
import { buttonLinkKind, buttonsTranslationKeys, isButtonsContent } from './buttons-content';
import type { ButtonsContent } from './buttons-content';
import { ButtonsEdit } from './buttons-edit';
import './buttons.css';

/** External links skip the router: a plain anchor, opened in the same window. */
function PlainAnchor(props: LinkComponentProps) {
  return <a {...props} />;
}

/**
 * The buttons as visitors see them: a wrapping row of ui-kit link-buttons. Site paths go through
 * the app's link component (ui-kit's LinkComponentProvider, so the router navigates); external
 * URLs are plain links with `rel="noopener noreferrer"`, marked with an icon and the
 * `blocks.common.external` text. A button whose URL is neither is left out.
 *
 * @example
 * <ButtonsView guid="b1" options={[]} content={{ buttons: [{ label: 'Contact', url: '/contact', variant: 'primary' }] }} />
 */
export function ButtonsView({ content }: BlockViewProps<ButtonsContent>) {
  const { t } = useBlockServices();
  const buttons = content.buttons.flatMap((button) => {
    const kind = buttonLinkKind(button.url);
    return kind && button.label.trim() ? [{ ...button, kind }] : [];
  });
  if (buttons.length === 0) return null;
  return (
    <Cluster as="ul" gap={3} className="plein-buttons">
      {buttons.map((button, index) => (
        <li key={`${index}-${button.url}`}>
          {button.kind === 'internal' ? (
            <ButtonLink href={button.url} variant={button.variant}>
              {button.label}
            </ButtonLink>
          ) : (
            <ButtonLink
              href={button.url}
              variant={button.variant}
              linkComponent={PlainAnchor}
              rel="noopener noreferrer"
            >
              {button.label}
              <ExternalMark label={t(buttonsTranslationKeys.external)} />
            </ButtonLink>
          )}
        </li>
      ))}
    </Cluster>
  );
}

/** The core `buttons` block type. */
export const buttonsBlock: BlockDefinition<ButtonsContent> = {
  type: 'buttons',
  View: ButtonsView,
  Edit: ButtonsEdit,
  label: buttonsTranslationKeys.label,
  defaultContent: { buttons: [] },
  validate: isButtonsContent,
};
