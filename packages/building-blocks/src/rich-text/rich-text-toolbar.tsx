import type { ChainedCommands, Editor } from '@tiptap/core';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Translate } from '../registry/registry';
import { richTextTranslationKeys as keys } from './rich-text-content';

/** What the toolbar shows as pressed or available, read from the editor's selection. */
export interface RichTextToolbarState {
  heading2: boolean;
  heading3: boolean;
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

interface Tool {
  name: keyof typeof keys;
  /** `aria-keyshortcuts`: Control on Windows and Linux, Meta (Cmd) on macOS. */
  shortcut: string;
  /** Whether the tool is on at the selection (a toggle button); undefined for an action. */
  pressed?: boolean;
  available?: boolean;
  run: () => void;
}

const mod = (keys: string) => `Control+${keys} Meta+${keys}`;

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys, Home and End move
 * between the buttons; toggles carry `aria-pressed`, unavailable ones `aria-disabled` (so they
 * stay reachable), and each names its keyboard shortcut.
 */
export function RichTextToolbar({
  editor,
  state,
  controls,
  onLink,
  t,
}: {
  editor: Editor;
  state: RichTextToolbarState;
  /** Id of the editable element. */
  controls: string;
  onLink: () => void;
  t: Translate;
}) {
  const [current, setCurrent] = useState(0);
  const command = (apply: (chain: ChainedCommands) => ChainedCommands) => () =>
    void apply(editor.chain().focus()).run();

  const tools: Tool[] = [
    {
      name: 'heading2',
      shortcut: mod('Alt+2'),
      pressed: state.heading2,
      run: command((c) => c.toggleHeading({ level: 2 })),
    },
    {
      name: 'heading3',
      shortcut: mod('Alt+3'),
      pressed: state.heading3,
      run: command((c) => c.toggleHeading({ level: 3 })),
    },
    { name: 'bold', shortcut: mod('B'), pressed: state.bold, run: command((c) => c.toggleBold()) },
    {
      name: 'italic',
      shortcut: mod('I'),
      pressed: state.italic,
      run: command((c) => c.toggleItalic()),
    },
    {
      name: 'bulletList',
      shortcut: mod('Shift+8'),
      pressed: state.bulletList,
      run: command((c) => c.toggleBulletList()),
    },
    {
      name: 'orderedList',
      shortcut: mod('Shift+7'),
      pressed: state.orderedList,
      run: command((c) => c.toggleOrderedList()),
    },
    {
      name: 'blockquote',
      shortcut: mod('Shift+B'),
      pressed: state.blockquote,
      run: command((c) => c.toggleBlockquote()),
    },
    { name: 'link', shortcut: mod('K'), pressed: state.link, run: onLink },
    {
      name: 'undo',
      shortcut: mod('Z'),
      available: state.canUndo,
      run: command((c) => c.undo()),
    },
    {
      name: 'redo',
      shortcut: mod('Shift+Z'),
      available: state.canRedo,
      run: command((c) => c.redo()),
    },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={t(keys.toolbar)}
      aria-controls={controls}
      className="plein-rich-text-editor__toolbar"
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, index) => {
        const unavailable = tool.available === false;
        return (
          <button
            key={tool.name}
            type="button"
            className="plein-rich-text-editor__tool"
            tabIndex={index === current ? 0 : -1}
            aria-pressed={tool.pressed}
            aria-disabled={unavailable || undefined}
            aria-keyshortcuts={tool.shortcut}
            onFocus={() => setCurrent(index)}
            onClick={unavailable ? undefined : tool.run}
          >
            {t(keys[tool.name])}
          </button>
        );
      })}
    </div>
  );
}
