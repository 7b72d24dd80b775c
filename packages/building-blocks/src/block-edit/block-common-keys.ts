/** Translation keys several blocks share: moving and removing rows, the external-link text. */
export const blockCommonTranslationKeys = {
  moveUp: 'blocks.common.moveUp',
  moveDown: 'blocks.common.moveDown',
  remove: 'blocks.common.remove',
  /** Announced after a link to another site (View texts, through BlockServicesProvider's `t`). */
  external: 'blocks.common.external',
} as const;
