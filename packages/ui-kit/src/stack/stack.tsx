import type { HTMLAttributes } from 'react';
import type { SpaceStep } from '../tokens/tokens';
import './stack.css';

/** Props shared by {@link Stack} and {@link Cluster}. */
export interface LayoutPrimitiveProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; defaults to `div`. Use `ul`/`ol` for lists. */
  as?: 'div' | 'ul' | 'ol' | 'section';
  /** Gap between children as a spacing step; defaults to 4 (16 px). */
  gap?: SpaceStep;
  /** Cross-axis alignment. */
  align?: 'start' | 'center' | 'end' | 'stretch';
}

function render(
  kind: 'stack' | 'cluster',
  { as: Tag = 'div', gap = 4, align, className, style, ...rest }: LayoutPrimitiveProps,
) {
  const vars = {
    '--plein-gap': `var(--plein-space-${gap})`,
    ...(align
      ? { alignItems: align === 'start' || align === 'end' ? `flex-${align}` : align }
      : {}),
  };
  return (
    <Tag
      {...rest}
      style={{ ...vars, ...style }}
      className={[`plein-${kind}`, className].filter(Boolean).join(' ')}
    />
  );
}

/**
 * Children one under the other with an even gap.
 *
 * @example
 * <Stack gap={5}><h2>Title</h2><p>Text</p></Stack>
 */
export function Stack(props: LayoutPrimitiveProps) {
  return render('stack', props);
}

/**
 * Children side by side, wrapping onto new lines, with an even gap.
 *
 * @example
 * <Cluster gap={2}><Button>Save</Button><Button variant="ghost">Cancel</Button></Cluster>
 */
export function Cluster(props: LayoutPrimitiveProps) {
  return render('cluster', props);
}
