import { useTranslation } from 'react-i18next';
import { Button } from '@plein/ui-kit';
import { blockRegistry } from '../screens/block-registry';
import { useBlockLabel } from './block-label';

/**
 * The block types a content manager can add (the registry's list, names translated), one button
 * each.
 *
 * @example
 * <BlockPicker positionLabel="Hoofdkolom" onPick={(type) => add(type, 'main')} />
 */
export function BlockPicker({
  positionLabel,
  onPick,
}: {
  /** Where the block will go, e.g. "Hoofdkolom". */
  positionLabel: string;
  onPick: (type: string) => void;
}) {
  const { t } = useTranslation('admin');
  const blockLabel = useBlockLabel();
  return (
    <div className="plein-editor-picker">
      <p>{t('editor.picker.intro', { position: positionLabel })}</p>
      <ul className="plein-editor-picker__list">
        {blockRegistry.list().map((definition) => (
          <li key={definition.type}>
            <Button
              variant="secondary"
              className="plein-editor-picker__choice"
              onClick={() => onPick(definition.type)}
            >
              {blockLabel(definition.type)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
