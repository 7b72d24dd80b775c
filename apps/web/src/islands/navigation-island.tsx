import { NavigationMenu } from '@plein/ui-kit';
import type { NavigationItem } from '@plein/ui-kit';

/** Props of {@link NavigationIsland}: plain data, so the server can hand them to the browser. */
export interface NavigationIslandProps {
  items: NavigationItem[];
  label: string;
  /** Without it the menu never collapses (a section's own navigation). */
  menuButtonLabel?: string;
  externalLabel: string;
  /** The name of a submenu's button, with `{name}` where the item's label goes. */
  submenuToggleLabel: string;
}

/** The site's main menu (its submenus and the small-screen menu button need the browser). */
export default function NavigationIsland({ submenuToggleLabel, ...props }: NavigationIslandProps) {
  return (
    <NavigationMenu
      {...props}
      submenuToggleLabel={(item) => submenuToggleLabel.replace('{name}', item.label)}
    />
  );
}
