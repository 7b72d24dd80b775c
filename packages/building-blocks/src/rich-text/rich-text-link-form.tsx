import { Button, Cluster, TextField } from '@plein/ui-kit';
import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import type { Translate } from '../registry/registry';
import { isAllowedLinkHref, richTextTranslationKeys as keys } from './rich-text-content';

/**
 * Sets, changes or removes the link at the selection: an address field (focused on opening;
 * Enter applies, Escape cancels) with apply, remove and cancel buttons. Focus returns to the
 * text afterwards. Without a selection the address itself is inserted as the link's text.
 */
export function RichTextLinkForm({
  id,
  editor,
  onClose,
  t,
}: {
  id: string;
  editor: Editor;
  onClose: () => void;
  t: Translate;
}) {
  const [initial] = useState(() => {
    const href: unknown = editor.getAttributes('link').href;
    return typeof href === 'string' ? href : '';
  });
  const [href, setHref] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const fieldId = `${id}-url`;
  const focusField = () => document.getElementById(fieldId)?.focus();
  useEffect(focusField, [fieldId]);

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const value = href.trim();
    if (!isAllowedLinkHref(value)) {
      setInvalid(true);
      focusField();
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({
          type: 'text',
          text: value,
          marks: [{ type: 'link', attrs: { href: value } }],
        })
        .run();
    } else {
      chain.setLink({ href: value }).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <div
      role="group"
      aria-label={t(keys.link)}
      className="plein-rich-text-editor__link-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <TextField
        id={fieldId}
        // A path of this site (/over-ons) is no URL to the browser: plain text, a URL keyboard.
        inputMode="url"
        label={t(keys.linkUrl)}
        description={t(keys.linkHint)}
        error={invalid ? t(keys.linkInvalid) : undefined}
        value={href}
        onValueChange={(value) => {
          setHref(value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <Cluster gap={2}>
        <Button size="sm" onClick={apply}>
          {t(keys.linkApply)}
        </Button>
        {initial ? (
          <Button size="sm" variant="secondary" onClick={remove}>
            {t(keys.linkRemove)}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={close}>
          {t(keys.linkCancel)}
        </Button>
      </Cluster>
    </div>
  );
}
