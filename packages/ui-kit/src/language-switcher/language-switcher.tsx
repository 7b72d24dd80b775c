import { useLinkComponent } from '../link/link-component';
import type { LinkComponent } from '../link/link-component';
import './language-switcher.css';

/** One language the page is available in. */
export interface LanguageOption {
  /** BCP 47 code, e.g. `nl` or `en`; set as `lang` and `hreflang`. */
  code: string;
  /** The language's name in that language, e.g. "Nederlands", "English". */
  label: string;
  /** The current page in this language. */
  href: string;
  /** The language being shown: marked `aria-current`. */
  current?: boolean;
}

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  languages: readonly LanguageOption[];
  /** Accessible name of the navigation landmark, e.g. "Language". */
  label: string;
  /** Render the links with this component instead of the provider's. */
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * Links to the current page in each language. Each link carries `lang` and `hreflang` so screen
 * readers pronounce the name right; the current language has `aria-current="true"`.
 *
 * @example
 * <LanguageSwitcher label={t('nav.language')} languages={[
 *   { code: 'nl', label: 'Nederlands', href: '/nl/over', current: true },
 *   { code: 'en', label: 'English', href: '/en/about' },
 * ]} />
 */
export function LanguageSwitcher({
  languages,
  label,
  linkComponent,
  className,
}: LanguageSwitcherProps) {
  const LinkTag = useLinkComponent(linkComponent);
  return (
    <nav
      aria-label={label}
      className={['plein-language-switcher', className].filter(Boolean).join(' ')}
    >
      <ul className="plein-language-switcher__list">
        {languages.map((language) => (
          <li key={language.code}>
            <LinkTag
              href={language.href}
              lang={language.code}
              hrefLang={language.code}
              aria-current={language.current ? 'true' : undefined}
              className="plein-language-switcher__link"
            >
              {language.label}
            </LinkTag>
          </li>
        ))}
      </ul>
    </nav>
  );
}
