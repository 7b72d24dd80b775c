import { TextField } from '@plein/ui-kit';
import { useState } from 'react';
import { RowList } from '../block-edit/row-list';
import { SelectField } from '../block-edit/select-field';
import type { BlockEditProps } from '../registry/registry';
import { buttonLinkKind, buttonsTranslationKeys as keys, maxButtons } from './buttons-content';
import type { ButtonsContent, ButtonsItem, ButtonsVariant } from './buttons-content';

/**
 * The buttons' edit form: per button its text, link and style, with messages under a field that
 * is left empty or holds a link the View would refuse. A message shows once the field is left
 * (not while typing); buttons are added, removed and reordered with labelled buttons. Labels come
 * from `t` with the keys in {@link buttonsTranslationKeys} and `blockCommonTranslationKeys`.
 *
 * @example
 * <ButtonsEdit guid="b1" content={content} onChange={setContent} t={t} />
 */
export function ButtonsEdit({ guid, content, onChange, t }: BlockEditProps<ButtonsContent>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const leave = (id: string) => {
    setTouched((old) => new Set(old).add(id));
    setEditing(null);
  };

  const variants: { value: ButtonsVariant; label: string }[] = [
    { value: 'primary', label: t(keys.primary) },
    { value: 'secondary', label: t(keys.secondary) },
  ];

  return (
    <div className="plein-block-edit">
      <RowList<ButtonsItem>
        idPrefix={guid}
        items={content.buttons}
        legend={(index) => `${t(keys.item)} ${index + 1}`}
        addLabel={t(keys.add)}
        emptyText={t(keys.empty)}
        max={maxButtons}
        createItem={() => ({ label: '', url: '', variant: 'primary' })}
        onChange={(buttons) => onChange({ ...content, buttons })}
        t={t}
      >
        {({ item, rowKey, update }) => {
          const labelId = `${guid}-${rowKey}-label`;
          const urlId = `${guid}-${rowKey}-url`;
          const labelError =
            touched.has(labelId) && item.label.trim() === '' ? t(keys.textRequired) : undefined;
          let urlError: string | undefined;
          if (editing !== urlId) {
            if (item.url.trim() === '') {
              if (touched.has(urlId)) urlError = t(keys.urlRequired);
            } else if (!buttonLinkKind(item.url)) {
              urlError = t(keys.urlInvalid);
            }
          }
          return (
            <>
              <TextField
                id={labelId}
                label={t(keys.text)}
                value={item.label}
                maxLength={80}
                error={labelError}
                onBlur={() => leave(labelId)}
                onValueChange={(label) => update({ ...item, label })}
              />
              <TextField
                id={urlId}
                label={t(keys.url)}
                description={t(keys.urlHint)}
                value={item.url}
                maxLength={2000}
                inputMode="url"
                error={urlError}
                onBlur={() => leave(urlId)}
                onValueChange={(url) => {
                  setEditing(urlId);
                  update({ ...item, url });
                }}
              />
              <SelectField
                id={`${guid}-${rowKey}-variant`}
                label={t(keys.variant)}
                value={item.variant}
                choices={variants}
                onValueChange={(variant) => update({ ...item, variant })}
              />
            </>
          );
        }}
      </RowList>
    </div>
  );
}
