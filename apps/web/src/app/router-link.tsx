import { Link } from 'react-router';
import type { LinkComponentProps } from '@plein/ui-kit';
import { isInternalMenuPath } from '@plein/validation';

/** ui-kit links through react-router for internal paths, plain anchors for everything else. */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  if (isInternalMenuPath(href) || href === '/' || href.startsWith('?')) {
    return <Link to={href} ref={ref} {...rest} />;
  }
  return <a href={href} ref={ref} {...rest} />;
}
