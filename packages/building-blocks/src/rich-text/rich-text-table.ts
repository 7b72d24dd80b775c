import { Extension, Node } from '@tiptap/core';

const tableNodeNames = ['tableCaption', 'tableHeader', 'tableCell'];

/** A node holding one element (`tag`) around the given content, and nothing else. */
function element(name: string, tag: string, content: string, isolating = false) {
  return Node.create({
    name,
    content,
    isolating,
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });
}

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableCaption? tableHead? tableBody+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'inline*',
  isolating: true,
  addAttributes: () => ({
    scope: {
      default: null,
      parseHTML: (cell) => {
        const scope = cell.getAttribute('scope');
        return scope === 'col' || scope === 'row' ? scope : null;
      },
      renderHTML: (attributes) => (attributes.scope ? { scope: attributes.scope as string } : {}),
    },
  }),
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', HTMLAttributes, 0],
});

// Enter would split a cell (or the caption) in two, adding a cell to its row: it does nothing
// there. The table's shape is the author's; the editor only edits its text.
const KeepTableShape = Extension.create({
  name: 'pleinKeepTableShape',
  addKeyboardShortcuts: () => ({
    Enter: ({ editor }) => tableNodeNames.includes(editor.state.selection.$from.parent.type.name),
  }),
});

/**
 * Data tables in the rich-text editor, exactly as the API's sanitiser keeps them: a caption, a
 * head and a body of rows, header cells (`th`, `scope` col or row) and data cells (`td`) holding
 * text with the usual marks. A table loaded with the content (a cookie statement's, say) keeps
 * its shape and its text can be edited; the editor offers no commands to build or reshape one.
 */
export const richTextTableExtensions = [
  Table,
  element('tableCaption', 'caption', 'inline*', true),
  element('tableHead', 'thead', 'tableRow+'),
  element('tableBody', 'tbody', 'tableRow+'),
  element('tableRow', 'tr', '(tableHeader | tableCell)+'),
  TableHeader,
  element('tableCell', 'td', 'inline*', true),
  KeepTableShape,
];
