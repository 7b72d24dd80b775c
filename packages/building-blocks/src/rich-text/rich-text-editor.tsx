import { Extension } from '@tiptap/core';
import type { EditorOptions } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import type { BlockEditProps } from '../registry/registry';
import { isAllowedLinkHref, richTextTranslationKeys as keys } from './rich-text-content';
import type { RichTextContent } from './rich-text-content';
import { RichTextLinkForm } from './rich-text-link-form';
import { richTextTableExtensions } from './rich-text-table';
import { RichTextToolbar } from './rich-text-toolbar';
import './rich-text-editor.css';

/**
 * The editor's schema: exactly what the API's sanitiser keeps (p, h2, h3, ul, ol, li, strong, em,
 * blockquote, a[href] with http, https or mailto, and data tables). Everything else StarterKit
 * offers is off, so a paste can bring in nothing the sanitiser would drop.
 */
function createExtensions(openLinkForm: () => void) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      hardBreak: false,
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // The sanitiser keeps href only: no target or rel to store.
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => isAllowedLinkHref(url),
    }),
    ...richTextTableExtensions,
    Extension.create({
      name: 'pleinLinkShortcut',
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          openLinkForm();
          return true;
        },
      }),
    }),
  ];
}

/**
 * The rich-text WYSIWYG editor (Tiptap): a toolbar of toggle buttons and the editable text,
 * reporting the HTML through `onChange` (an empty document as ''). Loaded lazily by RichTextEdit,
 * so Tiptap stays out of the visitors' bundle and out of server rendering.
 */
export function RichTextEditor({ guid, content, onChange, t }: BlockEditProps<RichTextContent>) {
  const labelId = `${guid}-rich-text-label`;
  const editorId = `${guid}-rich-text-editor`;
  const [linkFormOpen, setLinkFormOpen] = useState(false);
  // Tiptap keeps its callbacks from the first render; these refs give them the newest values.
  const latest = useRef({ content, onChange });
  const emitted = useRef(content.html);
  useEffect(() => {
    latest.current = { content, onChange };
  });

  // Options stay the same object: Tiptap re-applies changed options on every render, which would
  // reset the view (and the selection) each time the content comes back through the props.
  const [options] = useState((): Partial<EditorOptions> => ({
    extensions: createExtensions(() => setLinkFormOpen(true)),
    content: content.html,
    injectCSS: false,
    editorProps: {
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'plein-rich-text plein-rich-text-editor__content',
      },
    },
    onUpdate: ({ editor: current }) => {
      // The empty paragraph Tiptap keeps after a final heading, list or quote (so there is
      // always a place to type below it) is not content: it is left out of what is stored.
      const html = current.isEmpty ? '' : current.getHTML().replace(/(?:<p><\/p>)+$/, '');
      emitted.current = html;
      latest.current.onChange({ ...latest.current.content, html });
    },
  }));
  const editor = useEditor(options);

  // Content changed from outside (e.g. the page editor's undo): load it without echoing it back.
  useEffect(() => {
    if (content.html === emitted.current) return;
    emitted.current = content.html;
    editor.commands.setContent(content.html, { emitUpdate: false });
  }, [editor, content.html]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  return (
    <div className="plein-rich-text-editor">
      {/* Not a <label>: the text is a contenteditable element; clicking still moves into it. */}
      <span
        id={labelId}
        className="plein-rich-text-editor__label"
        onClick={() => editor.commands.focus()}
      >
        {t(keys.html)}
      </span>
      <div className="plein-rich-text-editor__frame">
        <RichTextToolbar
          editor={editor}
          state={state}
          controls={editorId}
          onLink={() => setLinkFormOpen(true)}
          t={t}
        />
        {linkFormOpen ? (
          <RichTextLinkForm
            id={`${guid}-rich-text-link`}
            editor={editor}
            onClose={() => setLinkFormOpen(false)}
            t={t}
          />
        ) : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
