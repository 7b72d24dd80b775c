import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@plein/ui-kit';
import { accountCategories } from '../identity/account-categories';
import { profilePhotoSrc } from '../identity/profile-photo';
import { loginHref, loginPath } from '../identity/route-guard';
import { displayName, useApplicationUser } from '../identity/use-application-user';
import { useSignOut } from '../identity/use-sign-out';
import './user-menu.css';

/**
 * The header's user menu: a sign-in link for visitors; for a signed-in user a button with their
 * name that opens links to the account sections, the admin (admins only) and a sign-out button.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useApplicationUser();
  const { pathname, search } = useLocation();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);

  if (!user) {
    const returnTo = pathname === loginPath ? '/' : `${pathname}${search}`;
    return (
      <Link href={loginHref(returnTo)} className="plein-user-menu__sign-in">
        {t('userMenu.signIn')}
      </Link>
    );
  }

  const photo = profilePhotoSrc(user, 28);
  return (
    <div
      ref={root}
      className="plein-user-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="plein-user-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {photo ? (
          <img className="plein-user-menu__photo" src={photo} alt="" width={28} height={28} />
        ) : (
          // Stands in for the name where a header is too narrow to show it (the admin's on a phone).
          <svg
            className="plein-user-menu__icon"
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            width="20"
            height="20"
          >
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        )}
        <span className="plein-user-menu__label">{t('userMenu.open')}</span>
        <span className="plein-user-menu__name">{displayName(user)}</span>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="16" height="16">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className="plein-user-menu__list" hidden={!open}>
        {accountCategories.map((category) => (
          <li key={category}>
            <Link href={`/account/${category}`}>{t(`account.categories.${category}`)}</Link>
          </li>
        ))}
        {user.isAdmin && user.isActive ? (
          <li>
            <Link href="/admin/users">{t('userMenu.admin')}</Link>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className="plein-user-menu__sign-out"
            onClick={() => void signOut()}
          >
            {t('userMenu.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
