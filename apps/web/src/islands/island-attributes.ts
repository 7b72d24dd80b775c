/** The attributes that mark an island in a page: its name, React id prefix and props. */
export const islandAttributes = {
  name: 'data-island',
  id: 'data-island-id',
  props: 'data-island-props',
} as const;
