/** The schema.org vocabulary every JSON-LD block of the site uses. */
export const schemaOrgContext = 'https://schema.org';

/** The site's publisher as schema.org describes an organisation. */
export interface OrganizationFacts {
  name: string;
  /** The site's origin (its home page). */
  url: string;
  /** Absolute URL of the site's logo, when it has one. */
  logo?: string;
}

/** A list item as schema.org describes an article. */
export interface ArticleFacts {
  headline: string;
  /** Absolute URL of the item's page. */
  url: string;
  /** The item's type name (e.g. `Nieuwsbericht`): news types are a NewsArticle. */
  typeName: string;
  /** ISO date-time it was published on. */
  datePublished: string;
  description?: string;
  /** Absolute image URL. */
  image?: string;
  language: string;
  publisher: OrganizationFacts;
}

/** An item type whose name says news (nl or en) is published as a NewsArticle. */
const newsTypeName = /^(?:nieuws|news)/i;

function organizationNode(facts: OrganizationFacts) {
  return {
    '@type': 'Organization',
    name: facts.name,
    url: facts.url,
    ...(facts.logo ? { logo: { '@type': 'ImageObject', url: facts.logo } } : {}),
  };
}

/**
 * The site's Organization (name, home page, logo), on every public page.
 *
 * @example
 * organizationJsonLd({ name: 'Gemeente Plein', url: 'https://plein.example' });
 */
export function organizationJsonLd(facts: OrganizationFacts): Record<string, unknown> {
  return { '@context': schemaOrgContext, ...organizationNode(facts) };
}

/**
 * A list item's NewsArticle (a news type) or Article: headline, dates, image and publisher.
 * Items change through their drafts, whose publication moves `publishedOn`: it is both dates.
 *
 * @example
 * articleJsonLd({ headline: 'Havenfeest', typeName: 'Nieuwsbericht', … })['@type']; // 'NewsArticle'
 */
export function articleJsonLd(facts: ArticleFacts): Record<string, unknown> {
  return {
    '@context': schemaOrgContext,
    '@type': newsTypeName.test(facts.typeName) ? 'NewsArticle' : 'Article',
    headline: facts.headline,
    url: facts.url,
    mainEntityOfPage: facts.url,
    datePublished: facts.datePublished,
    dateModified: facts.datePublished,
    inLanguage: facts.language,
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.image ? { image: [facts.image] } : {}),
    publisher: organizationNode(facts.publisher),
  };
}

/** A step of a breadcrumb trail as visitors see it. */
export interface BreadcrumbStepFacts {
  name: string;
  /** Absolute URL of the step's page; none for the current page and a menu heading. */
  url?: string;
}

/**
 * The BreadcrumbList of a trail, from the home page to the current page. Google needs an address
 * for every step but the last, so a menu heading without a page of its own (a step without a
 * link) is left out; the current page's step keeps no address, as on the page, where search
 * engines take the page's own. Null below two steps: a list needs at least two.
 *
 * @example
 * breadcrumbListJsonLd([{ name: 'Home', url: 'https://plein.example/' }, { name: 'Nieuws' }]);
 */
export function breadcrumbListJsonLd(
  steps: readonly BreadcrumbStepFacts[],
): Record<string, unknown> | null {
  const named = steps.filter((step, index) => step.url || index === steps.length - 1);
  if (named.length < 2) return null;
  return {
    '@context': schemaOrgContext,
    '@type': 'BreadcrumbList',
    itemListElement: named.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.url ? { item: step.url } : {}),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped, so no text of the tenant can
 * end the script element (`</script>`) or open a comment.
 *
 * @example
 * jsonLdText({ headline: '</script>' }); // '{"headline":"\\u003c/script>"}'
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
