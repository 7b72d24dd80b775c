import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText, pagePathOf, useGetRoleGrantsQuery } from '@plein/api-client';
import type { Role, RoleGrants } from '@plein/api-client';
import { Link, Stack } from '@plein/ui-kit';
import { useTopLevelMenu } from '../../data/use-tenant-data';
import { useBlockLabel } from '../../editor/block-label';
import { editPathOf } from '../../routing/page-path';
import './role-grants.css';

/** The lists of one role's grants, each entry a link to where it is changed. */
function GrantLists({ grants }: { grants: RoleGrants }) {
  const { t, i18n } = useTranslation('admin');
  const menu = useTopLevelMenu();
  const blockLabel = useBlockLabel();
  const editorOf = (page: { guid: string; name: string }) => editPathOf(pagePathOf(menu, page));
  const edits = grants.pages.filter((page) => page.edit);
  const sees = grants.pages.filter((page) => page.see);
  const nothing =
    grants.pages.length === 0 && grants.blocks.length === 0 && grants.forms.length === 0;
  if (nothing) return <p>{t('roles.grants.none')}</p>;
  const list = (title: string, items: { key: string; href: string; label: string }[]) =>
    items.length === 0 ? null : (
      <div>
        <h3 className="plein-role-grants__title">{title}</h3>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <Link href={item.href}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <Stack gap={3}>
      {list(
        t('roles.grants.edit'),
        edits.map((page) => ({ key: page.guid, href: editorOf(page), label: page.title })),
      )}
      {list(
        t('roles.grants.see'),
        sees.map((page) => ({ key: page.guid, href: editorOf(page), label: page.title })),
      )}
      {list(
        t('roles.grants.blocks'),
        grants.blocks.map((block) => ({
          key: block.guid,
          href: editorOf({ guid: block.pageGuid, name: block.pageName }),
          // A restriction only in the page's draft counts once the page is published.
          label: t(block.pending ? 'roles.grants.blockPending' : 'roles.grants.block', {
            block: blockLabel(block.buildingBlock),
            page: block.pageTitle,
          }),
        })),
      )}
      {list(
        t('roles.grants.forms'),
        grants.forms.map((form) => ({
          key: form.guid,
          href: `/admin/forms/view/${form.guid}`,
          label: localizedText(form.title, i18n.language),
        })),
      )}
    </Stack>
  );
}

/** What the role's members get, loaded when the admin opens it (it changes with every page). */
function GrantsBody({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const { data, isError } = useGetRoleGrantsQuery(role.guid);
  if (isError) return <p role="alert">{t('roles.grants.loadFailed')}</p>;
  if (!data) return <p>{t('roles.grants.loading')}</p>;
  return <GrantLists grants={data} />;
}

/**
 * A disclosure with what a role grants: the pages its members may edit or see, the blocks and
 * forms only they get, each linking to where that access is set.
 */
export function RoleGrantsDisclosure({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <details className="plein-role-grants" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('roles.grants.show', { name: role.name })}</summary>
      {open ? <GrantsBody role={role} /> : null}
    </details>
  );
}
