import { useState } from 'react';
import type { ComponentType } from 'react';
import type { BlockEditProps, Translate } from '../registry/registry';

/** Props of {@link EditHarness}. */
export interface EditHarnessProps<C> {
  Edit: ComponentType<BlockEditProps<C>>;
  initial: C;
  /** Called with every change, as the page editor would be. */
  onChange: (content: C) => void;
  t: Translate;
  guid?: string;
  /** Gets the content setter, for a test that changes the content from outside. */
  expose?: (set: (content: C) => void) => void;
}

/**
 * A block's Edit form with its content kept in state, as the page editor keeps it (tests only).
 *
 * @example
 * render(<EditHarness Edit={HeroEdit} t={t} initial={{ title: '' }} onChange={onChange} />);
 */
export function EditHarness<C>({
  Edit,
  initial,
  onChange,
  t,
  guid = 'b1',
  expose,
}: EditHarnessProps<C>) {
  const [content, setContent] = useState(initial);
  expose?.(setContent);
  return (
    <Edit
      guid={guid}
      t={t}
      content={content}
      onChange={(next) => {
        onChange(next);
        setContent(next);
      }}
    />
  );
}
