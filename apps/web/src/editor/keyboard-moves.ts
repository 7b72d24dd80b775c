import { closestCenter, closestCorners } from '@dnd-kit/core';
import type { CollisionDetection, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * Where an arrow key moves a block picked up with the keyboard: to the target in its column next
 * to where it is now (the block it is over, or its own place), one per key press, centred on
 * that target.
 * dnd-kit's own getter aligns the block's top with the target's, and when the blocks differ in
 * height the collision then finds a block further on: one press skipped a place. Left and right
 * (between columns) keep dnd-kit's behaviour.
 *
 * @example
 * useSensor(KeyboardSensor, { coordinateGetter: oneStepKeyboardCoordinates });
 */
export const oneStepKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const up = event.code === 'ArrowUp';
  if (!up && event.code !== 'ArrowDown') return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { active, over, collisionRect, droppableRects, droppableContainers } = args.context;
  if (!active || !collisionRect) return undefined;
  const current = over?.id ?? active.id;
  // From the middle of where it is now: the block it is over (or its own place when over none).
  const here = droppableRects.get(current) ?? collisionRect;
  const centre = here.top + here.height / 2;
  let target: {
    distance: number;
    rect: { top: number; left: number; width: number; height: number };
  } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect || container.id === current) continue;
    // Up and down stay in the column: a target the block shares no width with is beside it.
    const overlaps =
      rect.left < collisionRect.left + collisionRect.width &&
      collisionRect.left < rect.left + rect.width;
    if (!overlaps) continue;
    const targetCentre = rect.top + rect.height / 2;
    const distance = up ? centre - targetCentre : targetCentre - centre;
    if (distance > 0 && (!target || distance < target.distance)) target = { distance, rect };
  }
  if (!target) return undefined;
  const { rect } = target;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + (rect.height - collisionRect.height) / 2,
  };
};

/**
 * The collision detection of the editor: for the pointer, the closest corners (what feels right
 * while dragging); for the keyboard (no pointer), the closest centre, which
 * {@link oneStepKeyboardCoordinates} puts on its target.
 */
export const editorCollisionDetection: CollisionDetection = (args) =>
  args.pointerCoordinates ? closestCorners(args) : closestCenter(args);
