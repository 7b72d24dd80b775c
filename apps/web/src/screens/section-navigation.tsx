import { Link } from '@plein/ui-kit';
import './section-navigation.css';

/**
 * Links between the sections of an account page, the current one marked with `aria-current`.
 *
 * @example
 * <SectionNavigation label={t('account.sections')} base="/account" current="profile"
 *   sections={accountCategories} labelOf={(c) => t(`account.categories.${c}`)} />
 */
export function SectionNavigation<T extends string>({
  label,
  base,
  sections,
  current,
  labelOf,
}: {
  label: string;
  base: string;
  sections: readonly T[];
  current: T;
  labelOf: (section: T) => string;
}) {
  return (
    <nav aria-label={label} className="plein-section-navigation">
      <ul>
        {sections.map((section) => (
          <li key={section}>
            <Link
              href={`${base}/${section}`}
              aria-current={section === current ? 'page' : undefined}
            >
              {labelOf(section)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
