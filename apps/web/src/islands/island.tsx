import type { ComponentProps, ComponentType } from 'react';
import { islandComponents } from './island-components';
import type { IslandName } from './island-components';
import { islandAttributes } from './island-attributes';
import { useIslandRenderer } from './island-renderer';

/** The props of an island: plain data, sent to the browser as JSON. */
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>;

/**
 * A part of the page that runs in the browser. In the single-page app it is just its component;
 * in a document with islands it is rendered on its own into a wrapper that carries its name and
 * props, and the browser hydrates only these wrappers (`hydrate-islands.tsx`).
 *
 * @example
 * <Island name="navigation" props={{ items, label, menuButtonLabel, externalLabel, submenuToggleLabel }} />
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const renderer = useIslandRenderer();
  // Each name's props are its component's (checked at the call); TypeScript cannot follow the
  // name through the lookup, so the component is widened to take them.
  const Component = islandComponents[name] as ComponentType<object>;
  const element = <Component {...props} />;
  if (!renderer) return element;
  const { id, html } = renderer.render(element);
  return (
    <div
      className="plein-island"
      {...{
        [islandAttributes.name]: name,
        [islandAttributes.id]: id,
        [islandAttributes.props]: JSON.stringify(props),
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
