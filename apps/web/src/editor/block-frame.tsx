import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { BuildingBlockInstance } from '@plein/api-client';
import { Button } from '@plein/ui-kit';
import { blockRegistry } from '../screens/block-registry';
import { useBlockLabel } from './block-label';
import { sameContent } from './same-content';
import type { MoveDirection } from './block-order';

/** The frame buttons a frame can be asked to focus (after a move, focus follows the block). */
export type FrameAction = 'configure' | 'up' | 'down' | 'delete' | 'handle';

/** Props of {@link BlockFrame}. */
export interface BlockFrameProps {
  block: BuildingBlockInstance;
  /** "Blok 2 van 3 in Hoofdkolom": names the frame for screen readers. */
  placeLabel: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onConfigure: () => void;
  onMove: (direction: MoveDirection) => void;
  onDelete: () => void;
  /** Opens the item manager; given for `list` blocks only. */
  onManageItems?: () => void;
}

function GripIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      {[6, 12, 18].flatMap((y) =>
        [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="currentColor" />),
      )}
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: MoveDirection }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
      <path
        d={direction === 'up' ? 'M12 19V5m-6 6 6-6 6 6' : 'M12 5v14m-6-6 6 6 6-6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function GearIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M12 2v3m0 14v3M2 12h3m14 0h3M4.9 4.9 7 7m10 10 2.1 2.1M4.9 19.1 7 17m10-10 2.1-2.1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * One block in the editor: a bar with a drag handle (pointer and keyboard, through dnd-kit), the
 * block type, and the buttons configure, move up, move down and delete; below it the block as
 * visitors see it.
 */
export function BlockFrame({
  block,
  placeLabel,
  canMoveUp,
  canMoveDown,
  onConfigure,
  onMove,
  onDelete,
  onManageItems,
}: BlockFrameProps) {
  const { t } = useTranslation('admin');
  const blockLabel = useBlockLabel();
  const label = blockLabel(block.buildingBlock);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: block.guid,
    attributes: { roleDescription: t('editor.frame.roleDescription') },
  });
  const definition = blockRegistry.get(block.buildingBlock);
  const valid = definition && (!definition.validate || definition.validate(block.content));
  const restricted = block.permission && block.permission !== 'Public';
  const empty = definition && sameContent(block.content, definition.defaultContent);

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`plein-editor-frame${isDragging ? ' plein-editor-frame--dragging' : ''}`}
      data-block-guid={block.guid}
    >
      <div role="group" aria-label={t('editor.frame.label', { name: label, place: placeLabel })}>
        <div className="plein-editor-frame__bar">
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="plein-editor-frame__handle"
            data-frame-action="handle"
            {...attributes}
            {...listeners}
            aria-label={t('editor.frame.drag', { name: label })}
          >
            <GripIcon />
          </button>
          <span className="plein-editor-frame__type">{label}</span>
          {restricted ? (
            <span className="plein-editor-frame__badge">
              {t(`editor.access.short.${block.permission}`)}
            </span>
          ) : null}
          <span className="plein-editor-frame__actions">
            <Button
              variant="ghost"
              size="sm"
              data-frame-action="configure"
              aria-haspopup="dialog"
              title={t('editor.frame.configure')}
              onClick={onConfigure}
            >
              <GearIcon />
              <span className="plein-editor-frame__label">{t('editor.frame.configure')}</span>
            </Button>
            {onManageItems ? (
              <Button
                variant="ghost"
                size="sm"
                data-frame-action="items"
                aria-haspopup="dialog"
                onClick={onManageItems}
              >
                {t('listItems.manage')}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              data-frame-action="up"
              aria-label={t('editor.frame.moveUp')}
              title={t('editor.frame.moveUp')}
              disabled={!canMoveUp}
              onClick={() => onMove('up')}
            >
              <ArrowIcon direction="up" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              data-frame-action="down"
              aria-label={t('editor.frame.moveDown')}
              title={t('editor.frame.moveDown')}
              disabled={!canMoveDown}
              onClick={() => onMove('down')}
            >
              <ArrowIcon direction="down" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              data-frame-action="delete"
              title={t('editor.frame.delete')}
              onClick={onDelete}
            >
              <TrashIcon />
              <span className="plein-editor-frame__label">{t('editor.frame.delete')}</span>
            </Button>
          </span>
        </div>
        <div className="plein-editor-frame__content">
          {definition && valid && !empty ? (
            <div
              className={`plein-block plein-block--${block.buildingBlock}`}
              // A form is shown as visitors see it, but cannot be sent from the editor.
              inert={block.buildingBlock === 'form' || undefined}
            >
              <definition.View guid={block.guid} content={block.content} options={block.options} />
            </div>
          ) : (
            <p className="plein-editor-frame__empty">
              {t(
                empty
                  ? 'editor.frame.empty'
                  : definition
                    ? 'editor.frame.invalid'
                    : 'editor.frame.unknown',
              )}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
