import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSummary } from '@plein/api-client';
import { Button, Dialog, DialogActions, Stack } from '@plein/ui-kit';
import { FocusFirstError } from '../../../forms/focus-first-error';
import { FormRadioGroup } from '../../../forms/form-radio-group';
import { FormTextField } from '../../../forms/form-text-field';
import { suggestPageName } from '../pages/new-page-schema';
import { FormSelect } from '../shared/form-select';
import { placeOf, previewPath, validateMenuItemForm } from './menu-item-form';
import type { MenuItemTarget, MenuItemValues } from './menu-item-form';
import { locate, possibleParents, sitePathOf } from './menu-tree';
import type { MenuTree } from './menu-tree';

/** Internal or external, each with the rule that decides it (spec section 5). */
function KindChoice() {
  const { t } = useTranslation('admin');
  return (
    <FormRadioGroup
      name="kind"
      label={t('menuEditor.fields.kind')}
      options={(['internal', 'external'] as const).map((kind) => ({
        value: kind,
        label: t(`menuEditor.kinds.${kind}`),
        description: t(`menuEditor.kindHelp.${kind}`),
      }))}
    />
  );
}

function MenuItemFields({
  tree,
  target,
  pages,
  onCancel,
}: {
  tree: MenuTree;
  target: MenuItemTarget;
  pages: readonly PageSummary[];
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const { values, setFieldValue, isSubmitting } = useFormikContext<MenuItemValues>();
  // Until someone types in them, the name and the address segment follow what they are made
  // from: the chosen page's title and address name, else (the segment) the name typed.
  const [nameEdited, setNameEdited] = useState(target.mode === 'edit');
  const [segmentEdited, setSegmentEdited] = useState(target.mode === 'edit');
  const place = placeOf(tree, target, values.parentKey);
  const chosenPage = pages.find((page) => page.guid === values.pageGuid);

  useEffect(() => {
    if (!nameEdited && chosenPage) void setFieldValue('name', chosenPage.title, false);
  }, [chosenPage, nameEdited, setFieldValue]);
  useEffect(() => {
    if (segmentEdited) return;
    const segment = chosenPage ? chosenPage.name : suggestPageName(values.name);
    void setFieldValue('urlSegment', segment, false);
  }, [chosenPage, values.name, segmentEdited, setFieldValue]);

  const pageOptions = useMemo(
    () => [
      { value: '', label: t('menuEditor.fields.noPage') },
      ...[...pages]
        .sort((a, b) => a.title.localeCompare(b.title))
        .map((page) => ({
          value: page.guid,
          label: t(
            page.isPublished ? 'menuEditor.pageOption' : 'menuEditor.unpublishedPageOption',
            {
              title: page.title,
              name: page.name,
            },
          ),
        })),
    ],
    [pages, t],
  );

  return (
    <Form noValidate>
      <Stack gap={4}>
        <KindChoice />
        <FormTextField
          name="name"
          label={t('menuEditor.fields.name')}
          autoComplete="off"
          required
          onValueChange={() => setNameEdited(true)}
        />
        {values.kind === 'internal' ? (
          <>
            <FormTextField
              name="urlSegment"
              label={t('menuEditor.fields.urlSegment')}
              description={t('menuEditor.fields.urlSegmentHelp', {
                path: previewPath(place.parentPath, values.urlSegment),
              })}
              autoComplete="off"
              spellCheck={false}
              onValueChange={() => setSegmentEdited(true)}
            />
            <FormSelect name="pageGuid" label={t('menuEditor.fields.page')} options={pageOptions} />
          </>
        ) : (
          <FormTextField
            name="externalUrl"
            type="url"
            inputMode="url"
            label={t('menuEditor.fields.externalUrl')}
            description={t('menuEditor.fields.externalUrlHelp')}
            autoComplete="off"
            spellCheck={false}
            required
          />
        )}
        {target.mode === 'add' ? (
          <FormSelect
            name="parentKey"
            label={t('menuEditor.fields.parent')}
            options={[
              { value: '', label: t('menuEditor.fields.topLevel') },
              ...possibleParents(tree).map(({ item }) => ({
                value: item.key,
                label: t('menuEditor.fields.parentOption', {
                  name: item.name,
                  path: sitePathOf(tree, item.key),
                }),
              })),
            ]}
          />
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={onCancel}>
            {t('menuEditor.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t(target.mode === 'add' ? 'menuEditor.addSubmit' : 'menuEditor.editSubmit')}
          </Button>
        </DialogActions>
      </Stack>
      <FocusFirstError />
    </Form>
  );
}

/** The form values of a target: empty for a new item, the item's own for an edit. */
function initialValuesOf(tree: MenuTree, target: MenuItemTarget): MenuItemValues {
  const item = target.mode === 'edit' ? locate(tree, target.key)?.item : undefined;
  return {
    kind: item?.externalUrl != null ? 'external' : 'internal',
    name: item?.name ?? '',
    urlSegment: item?.urlSegment ?? '',
    pageGuid: item?.pageGuid ?? '',
    externalUrl: item?.externalUrl ?? '',
    parentKey: '',
  };
}

/**
 * Adds or edits one menu item in a dialog: internal (name, url segment, page) or external (name
 * and URL), checked as the API will check it. The change goes into the draft; Save sends it.
 */
export function MenuItemDialog({
  tree,
  target,
  pages,
  onSave,
  onClose,
}: {
  tree: MenuTree;
  /** Null: the dialog is closed. */
  target: MenuItemTarget | null;
  pages: readonly PageSummary[];
  onSave: (target: MenuItemTarget, values: MenuItemValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const editing = target?.mode === 'edit' ? locate(tree, target.key)?.item : undefined;
  return (
    <Dialog
      open={target !== null}
      title={editing ? t('menuEditor.editTitle', { name: editing.name }) : t('menuEditor.addTitle')}
      onDismiss={onClose}
    >
      {target ? (
        <Formik
          initialValues={initialValuesOf(tree, target)}
          validate={(values) => validateMenuItemForm(tree, target, values)}
          onSubmit={(values) => onSave(target, values)}
        >
          <MenuItemFields tree={tree} target={target} pages={pages} onCancel={onClose} />
        </Formik>
      ) : null}
    </Dialog>
  );
}
