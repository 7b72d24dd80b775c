import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, DragOverEvent, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildingBlockInstance, LayoutPosition, Page } from '@plein/api-client';
import { PageLayout } from '@plein/layouts';
import { Button, VisuallyHidden } from '@plein/ui-kit';
import { AppListServices } from '../lists/list-services-provider';
import { useBlockLabel } from './block-label';
import type { BlockColumns, MoveDirection } from './block-order';
import {
  columnsOf,
  dropOrder,
  layoutPositions,
  moveStep,
  positionOf,
  sameColumns,
} from './block-order';
import { BlockFrame } from './block-frame';
import { editorCollisionDetection, oneStepKeyboardCoordinates } from './keyboard-moves';

/** Props of {@link EditorCanvas}. */
export interface EditorCanvasProps {
  page: Page;
  pagePath: string;
  onAdd: (position: LayoutPosition) => void;
  onConfigure: (block: BuildingBlockInstance) => void;
  onDelete: (block: BuildingBlockInstance) => void;
  /** Opens the item manager of a list block. */
  onManageItems?: (block: BuildingBlockInstance) => void;
  /** Saves a new order; `block` is the one that moved. */
  onMove: (columns: BlockColumns, block: BuildingBlockInstance) => void;
}

const zonePrefix = 'zone:';
const zoneId = (position: LayoutPosition) => `${zonePrefix}${position}`;

/** Which position an id (a block guid or a zone) stands for. */
function positionFor(columns: BlockColumns, id: UniqueIdentifier): LayoutPosition | null {
  const text = String(id);
  if (text.startsWith(zonePrefix)) return text.slice(zonePrefix.length) as LayoutPosition;
  return positionOf(columns, text);
}

/** Moves focus to a frame's button after a move re-rendered it (falling back to its handle). */
function focusFrame(guid: string, action: 'up' | 'down') {
  requestAnimationFrame(() => {
    const frame = [...document.querySelectorAll<HTMLElement>('[data-block-guid]')].find(
      (element) => element.dataset.blockGuid === guid,
    );
    const preferred = frame?.querySelector<HTMLButtonElement>(`[data-frame-action="${action}"]`);
    const other = frame?.querySelector<HTMLButtonElement>(
      `[data-frame-action="${action === 'up' ? 'down' : 'up'}"]`,
    );
    const target = [preferred, other].find((button) => button && !button.disabled);
    (target ?? frame?.querySelector<HTMLElement>('[data-frame-action="handle"]'))?.focus();
  });
}

/**
 * The page in its layout with every block in an edit frame and an "add block" button at the end
 * of each position the layout has. Blocks move by drag and drop or with the keyboard (dnd-kit,
 * within and between positions, announced in the user's language) and with the move buttons.
 */
export function EditorCanvas({
  page,
  pagePath,
  onAdd,
  onConfigure,
  onDelete,
  onMove,
  onManageItems,
}: EditorCanvasProps) {
  const { t } = useTranslation('admin');
  const blockLabel = useBlockLabel();
  const [announcement, setAnnouncement] = useState('');
  const columns = useMemo(() => columnsOf(page), [page]);
  const [dragColumns, setDragColumns] = useState<BlockColumns | null>(null);
  const shown = dragColumns ?? columns;
  const shownRef = useRef(shown);
  useLayoutEffect(() => {
    shownRef.current = shown;
  });
  const positions = layoutPositions(page.layout);
  const blocks = useMemo(
    () => new Map(page.buildingBlockInstances.map((block) => [block.guid, block])),
    [page.buildingBlockInstances],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Scrolling at once keeps the measured places true (a smooth scroll lands blocks elsewhere).
    useSensor(KeyboardSensor, {
      coordinateGetter: oneStepKeyboardCoordinates,
      scrollBehavior: 'instant',
    }),
  );

  const positionLabel = (position: LayoutPosition) => t(`editor.positions.${position}`);
  const nameOf = (id: UniqueIdentifier) => {
    const block = blocks.get(String(id));
    return block ? blockLabel(block.buildingBlock) : '';
  };
  /** "plaats 2 van 3 in Hoofdkolom" for a block's place in the current order. */
  const placeOf = (current: BlockColumns, guid: string) => {
    const position = positionOf(current, guid);
    if (!position) return '';
    return t('editor.place', {
      index: current[position].indexOf(guid) + 1,
      total: current[position].length,
      position: positionLabel(position),
    });
  };

  const finish = (next: BlockColumns, guid: string) => {
    const block = blocks.get(guid);
    if (block && !sameColumns(next, columns)) onMove(next, block);
  };

  // The block a drag last entered another position over: it was placed there already.
  const enteredOver = useRef<string | null>(null);
  /** The order a drop over `overId` (a block or a position) gives, from `current`. */
  const dropped = (current: BlockColumns, activeId: UniqueIdentifier, overId: UniqueIdentifier) => {
    const to = positionFor(current, overId);
    if (!to || String(overId) === enteredOver.current) return current;
    const overGuid = String(overId).startsWith(zonePrefix) ? null : String(overId);
    return dropOrder(current, String(activeId), to, overGuid);
  };
  // Into another position at once (so it opens up there); within a position the sorting shows it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const current = shownRef.current;
    const to = over ? positionFor(current, over.id) : null;
    if (!over || !to || to === positionFor(current, active.id)) return;
    const next = dropped(current, active.id, over.id);
    enteredOver.current = String(over.id);
    shownRef.current = next;
    setDragColumns(next);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) finish(dropped(shownRef.current, active.id, over.id), String(active.id));
    setDragColumns(null);
  };

  // Each change of place is announced once; the place is where a drop now would put the block.
  const announcedPlace = useRef('');
  const placeAfterDrop = (activeId: UniqueIdentifier, overId: UniqueIdentifier) =>
    placeOf(dropped(shownRef.current, activeId, overId), String(activeId));
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const place = placeOf(shownRef.current, String(active.id));
      announcedPlace.current = place;
      return t('editor.dnd.start', { name: nameOf(active.id), place });
    },
    onDragOver: ({ active, over }) => {
      if (!over) {
        announcedPlace.current = '';
        return t('editor.dnd.outside', { name: nameOf(active.id) });
      }
      const place = placeAfterDrop(active.id, over.id);
      if (place === announcedPlace.current) return undefined;
      announcedPlace.current = place;
      return t('editor.dnd.over', { name: nameOf(active.id), place });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('editor.dnd.end', {
            name: nameOf(active.id),
            place: placeAfterDrop(active.id, over.id),
          })
        : t('editor.dnd.cancel', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('editor.dnd.cancel', { name: nameOf(active.id) }),
  };

  const moveWithButton = (block: BuildingBlockInstance, direction: MoveDirection) => {
    const next = moveStep(columns, page.layout, block.guid, direction);
    if (!next) return;
    finish(next, block.guid);
    setAnnouncement(
      t('editor.moved', {
        name: blockLabel(block.buildingBlock),
        place: placeOf(next, block.guid),
      }),
    );
    focusFrame(block.guid, direction);
  };

  const zone = (position: LayoutPosition) => (
    <BlockZone
      key={position}
      position={position}
      empty={shown[position].length === 0}
      label={positionLabel(position)}
      addLabel={t('editor.add')}
      onAdd={() => onAdd(position)}
    >
      <SortableContext items={shown[position]} strategy={verticalListSortingStrategy}>
        {shown[position].map((guid) => {
          const block = blocks.get(guid);
          if (!block) return null;
          return (
            <BlockFrame
              key={guid}
              block={block}
              placeLabel={placeOf(shown, guid)}
              canMoveUp={moveStep(columns, page.layout, guid, 'up') !== null}
              canMoveDown={moveStep(columns, page.layout, guid, 'down') !== null}
              onConfigure={() => onConfigure(block)}
              onMove={(direction) => moveWithButton(block, direction)}
              onDelete={() => onDelete(block)}
              {...(onManageItems && block.buildingBlock === 'list'
                ? { onManageItems: () => onManageItems(block) }
                : {})}
            />
          );
        })}
      </SortableContext>
    </BlockZone>
  );
  const has = (position: LayoutPosition) => positions.includes(position);

  return (
    <AppListServices pagePath={pagePath}>
      <DndContext
        id="plein-page-editor"
        sensors={sensors}
        collisionDetection={editorCollisionDetection}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('editor.dnd.instructions') },
        }}
        onDragStart={() => {
          enteredOver.current = null;
          setDragColumns(columns);
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragColumns(null)}
      >
        <PageLayout
          as="div"
          id="plein-editor-page"
          className="plein-editor-canvas"
          layout={page.layout}
          sideLeftLabel={positionLabel('side-left')}
          sideRightLabel={positionLabel('side-right')}
          regions={{
            top: zone('top'),
            sideLeft: has('side-left') ? zone('side-left') : null,
            main: zone('main'),
            sideRight: has('side-right') ? zone('side-right') : null,
            bottom: zone('bottom'),
          }}
        />
      </DndContext>
      <div role="status" aria-live="polite" className="plein-editor-live">
        {announcement ? <VisuallyHidden>{announcement}</VisuallyHidden> : null}
      </div>
    </AppListServices>
  );
}

/** One layout position: its name, its blocks (a drop target, also when empty) and the add button. */
function BlockZone({
  position,
  empty,
  label,
  addLabel,
  onAdd,
  children,
}: {
  position: LayoutPosition;
  /** Whether it has no blocks (in the order shown while dragging). */
  empty: boolean;
  label: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  // The position itself is a target only while it has no blocks: with blocks, its blocks are
  // the targets. Its area, as tall as the column, would otherwise win over the block next to the
  // dragged one and make an arrow key skip places.
  const { setNodeRef, isOver } = useDroppable({ id: zoneId(position), disabled: !empty });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`plein-editor-zone plein-editor-zone--${position}${isOver ? ' plein-editor-zone--over' : ''}`}
    >
      <h2 id={headingId} className="plein-editor-zone__title">
        {label}
      </h2>
      <ol className="plein-editor-zone__blocks">{children}</ol>
      <Button
        variant="ghost"
        size="sm"
        className="plein-editor-zone__add"
        data-zone-add={position}
        aria-haspopup="dialog"
        aria-label={`${addLabel} (${label})`}
        onClick={onAdd}
      >
        <span aria-hidden="true">+</span> {addLabel}
      </Button>
    </section>
  );
}
