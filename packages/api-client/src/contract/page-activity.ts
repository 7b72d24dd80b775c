/**
 * The activity of a site's pages: who created, changed, published, scheduled, restored or
 * deleted which page, and when. Shown on a page's history (to whoever may edit it) and, for
 * every page, to administrators.
 */

/** What was done to a page. */
export const pageActions = [
  'created',
  'changed',
  'published',
  'unpublished',
  'scheduled',
  'draftDiscarded',
  'revisionRestored',
  'deleted',
  'restored',
] as const;

export type PageAction = (typeof pageActions)[number];

/** What an entry adds to its action. */
export interface PageActivityDetails {
  /** `published`: the revision the publication kept; `revisionRestored`: the one restored. */
  revision?: number;
  /** `scheduled`: the publication and end set (ISO times), null when cleared. */
  publishAt?: string | null;
  unpublishAt?: string | null;
  /** `changed`: the saves one person made in a row, counted as one entry. */
  saves?: number;
}

/** One entry of the activity, newest first. */
export interface PageActivityEntry {
  action: PageAction;
  /** ISO time: when it was done (for `changed`, the last save of the run). */
  at: string;
  /** Who did it; null when their account is gone. */
  by: string | null;
  /** Done by the schedule an editor set earlier (`by` is the one who set it). */
  bySchedule: boolean;
  details: PageActivityDetails;
  /**
   * The page: its title then, its name now (the last one it had once it is gone); `guid` null
   * while it is in the trash or once it is gone for good.
   */
  page: { guid: string | null; name: string; title: string };
  /** The item of a list on the page it was done to (its title then); null: the page itself. */
  item: { title: string } | null;
}

/** Consecutive saves by one person within this many minutes count as one `changed` entry. */
export const pageChangeRunMinutes = 30;
