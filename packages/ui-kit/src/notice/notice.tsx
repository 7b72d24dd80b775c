import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import './notice.css';

/** The kind of message a notice carries. */
export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

/** Props of {@link Notice}. */
export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** Defaults to `info`. */
  tone?: NoticeTone;
  /** Heading of the notice, e.g. "Page not found". */
  title?: ReactNode;
  /** Heading level of the title; defaults to 2. Use 1 when the notice is the page's content. */
  headingLevel?: 1 | 2 | 3 | 4;
  /**
   * `alert` or `status` for messages that appear after the page loaded so screen readers announce
   * them; leave it out for server-rendered messages such as a not-found page.
   */
  role?: 'alert' | 'status';
  /** Buttons or links below the message, e.g. "Back to the home page". */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A message box for not-found pages, errors and confirmations. The tone is shown with a border
 * colour and icon; the text itself says what happened.
 *
 * @example
 * <Notice tone="error" headingLevel={1} title={t('errors.notFound.title')}
 *   actions={<ButtonLink href="/">{t('errors.toHome')}</ButtonLink>}>
 *   {t('errors.notFound.text')}
 * </Notice>
 */
export function Notice({
  tone = 'info',
  title,
  headingLevel = 2,
  role,
  actions,
  children,
  className,
  ...rest
}: NoticeProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      {...rest}
      role={role}
      aria-labelledby={title && role ? titleId : undefined}
      className={['plein-notice', `plein-notice--${tone}`, className].filter(Boolean).join(' ')}
    >
      <svg
        className="plein-notice__icon"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="24"
        height="24"
      >
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        {tone === 'success' ? (
          <path d="m7 12 3.5 3.5L17 9" fill="none" stroke="currentColor" strokeWidth="2" />
        ) : tone === 'info' ? (
          <path d="M12 11v6M12 7v1" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M12 7v6M12 16v1" stroke="currentColor" strokeWidth="2" />
        )}
      </svg>
      <div className="plein-notice__body">
        {title ? (
          <Heading id={titleId} className="plein-notice__title">
            {title}
          </Heading>
        ) : null}
        {children ? <div className="plein-notice__content">{children}</div> : null}
        {actions ? <div className="plein-notice__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
