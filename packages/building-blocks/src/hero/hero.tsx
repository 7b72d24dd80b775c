import { Stack, TextField } from '@plein/ui-kit';
import type { BlockDefinition, BlockEditProps, BlockViewProps } from '../registry/registry';
import './hero.css';

/** Content of a `hero` block. */
export interface HeroContent {
  title: string;
  /** Plain text below the title; line breaks are kept. */
  text: string;
}

/** Translation keys the hero's Edit form uses. */
export const heroTranslationKeys = {
  label: 'blocks.hero.label',
  title: 'blocks.hero.title',
  text: 'blocks.hero.text',
} as const;

/**
 * Whether content is a valid hero document.
 *
 * @example
 * isHeroContent({ title: 'Welkom', text: '' }); // true
 */
export function isHeroContent(content: unknown): content is HeroContent {
  if (typeof content !== 'object' || content === null) return false;
  const { title, text } = content as Record<string, unknown>;
  return typeof title === 'string' && typeof text === 'string';
}

/**
 * The hero as visitors see it: the page title as `h1` with a short text, on the tenant's primary
 * colour (`--plein-color-primary` / `--plein-color-on-primary`).
 *
 * @example
 * <HeroView guid="b1" options={[]} content={{ title: 'Welkom in Plein', text: 'Alles over uw gemeente.' }} />
 */
export function HeroView({ content }: BlockViewProps<HeroContent>) {
  return (
    <div className="plein-hero">
      <h1 className="plein-hero__title">{content.title}</h1>
      {content.text ? <p className="plein-hero__text">{content.text}</p> : null}
    </div>
  );
}

/**
 * The hero's edit form: a title field and a text field. Labels come from `t` with the keys in
 * {@link heroTranslationKeys}.
 *
 * @example
 * <HeroEdit guid="b1" content={content} onChange={setContent} t={t} />
 */
export function HeroEdit({ guid, content, onChange, t }: BlockEditProps<HeroContent>) {
  return (
    <Stack gap={4} className="plein-block-edit">
      <TextField
        id={`${guid}-hero-title`}
        label={t(heroTranslationKeys.title)}
        value={content.title}
        onValueChange={(title) => onChange({ ...content, title })}
      />
      <TextField
        id={`${guid}-hero-text`}
        multiline
        label={t(heroTranslationKeys.text)}
        value={content.text}
        onValueChange={(text) => onChange({ ...content, text })}
      />
    </Stack>
  );
}

/** The core `hero` block type. */
export const heroBlock: BlockDefinition<HeroContent> = {
  type: 'hero',
  View: HeroView,
  Edit: HeroEdit,
  label: heroTranslationKeys.label,
  defaultContent: { title: '', text: '' },
  validate: isHeroContent,
};
