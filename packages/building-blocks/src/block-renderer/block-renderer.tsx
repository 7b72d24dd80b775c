import { useEffect, useRef } from 'react';
import type { BlockInstance, BlockRegistry } from '../registry/registry';
import './block-renderer.css';

/** Props of {@link BlockRenderer}. */
export interface BlockRendererProps {
  /** The blocks to render, in order. */
  blocks: readonly BlockInstance[];
  registry: BlockRegistry;
  /** Called (in the browser, after render) for each block whose type the registry lacks. */
  onUnknownBlock?: (block: BlockInstance) => void;
  /** Called (in the browser, after render) for each block whose content fails its type's `validate`. */
  onInvalidBlock?: (block: BlockInstance) => void;
}

type Problem = 'unknown' | 'invalid' | null;

function problemOf(block: BlockInstance, registry: BlockRegistry): Problem {
  const definition = registry.get(block.type);
  if (!definition) return 'unknown';
  if (definition.validate && !definition.validate(block.content)) return 'invalid';
  return null;
}

/**
 * Renders block instances through a registry. A block of an unknown type, or with content its
 * type rejects, renders nothing for visitors and is reported through the callbacks (e.g. to the
 * logger).
 *
 * @example
 * <BlockRenderer blocks={regions.main} registry={registry} onUnknownBlock={(b) => log.warn('unknown block', b.type)} />
 */
export function BlockRenderer({
  blocks,
  registry,
  onUnknownBlock,
  onInvalidBlock,
}: BlockRendererProps) {
  const callbacks = useRef({ onUnknownBlock, onInvalidBlock });
  useEffect(() => {
    callbacks.current = { onUnknownBlock, onInvalidBlock };
  });
  useEffect(() => {
    for (const block of blocks) {
      const problem = problemOf(block, registry);
      if (problem === 'unknown') callbacks.current.onUnknownBlock?.(block);
      if (problem === 'invalid') callbacks.current.onInvalidBlock?.(block);
    }
  }, [blocks, registry]);

  return (
    <>
      {blocks.map((block) => {
        const definition = registry.get(block.type);
        if (!definition || problemOf(block, registry)) return null;
        const { View } = definition;
        return (
          <div
            key={block.guid}
            className={`plein-block plein-block--${block.type}`}
            data-block-type={block.type}
            data-block-guid={block.guid}
          >
            <View guid={block.guid} content={block.content} options={block.options ?? []} />
          </div>
        );
      })}
    </>
  );
}
