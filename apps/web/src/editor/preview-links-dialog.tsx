import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreatePreviewLinkMutation,
  useGetPreviewLinksQuery,
  useRevokePreviewLinkMutation,
} from '@plein/api-client';
import type { CreatedPreviewLink, PreviewLink } from '@plein/api-client';
import { Button, Dialog, Select, TextField } from '@plein/ui-kit';
import { formatDateTime } from '../screens/format-date';
import './preview-links-dialog.css';

/** How long a new link stays valid, in hours: an hour, a day, a week, 30 days. */
export const previewLinkDurations = [1, 24, 168, 720] as const;

/** Props of {@link PreviewLinksDialog}. */
export interface PreviewLinksDialogProps {
  open: boolean;
  pageGuid: string;
  onClose: () => void;
}

/**
 * The page's preview links in a dialog: the editor picks how long a new link stays valid and
 * creates it, then sees its full address in a read-only field with a copy button (only then: the
 * API keeps no token), and below it the links that are still valid, each with when it expires and
 * a button that revokes it at once. What happens is said in a polite status line inside the
 * dialog (the page behind it is inert).
 *
 * @example
 * <PreviewLinksDialog open={open} pageGuid={page.guid} onClose={() => setOpen(false)} />
 */
export function PreviewLinksDialog({ open, pageGuid, onClose }: PreviewLinksDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      title={t('editor.previewLinks.title')}
      onDismiss={onClose}
      className="plein-preview-links"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('editor.previewLinks.close')}
        </Button>
      }
    >
      {open ? <PreviewLinksPanel pageGuid={pageGuid} /> : null}
    </Dialog>
  );
}

/** The dialog's content: mounted while it is open, so each opening starts afresh. */
function PreviewLinksPanel({ pageGuid }: { pageGuid: string }) {
  const { t, i18n } = useTranslation('admin');
  const [hours, setHours] = useState<number>(24);
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const [createLink, creating] = useCreatePreviewLinkMutation();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const urlId = useId();
  const listId = useId();
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  const fullUrl = created ? `${window.location.origin}${created.url}` : '';
  const urlField = () => document.getElementById(urlId) as HTMLInputElement | null;

  // A new link's address gets focus, selected, so it can be copied at once.
  useEffect(() => {
    if (!created) return;
    const field = document.getElementById(urlId) as HTMLInputElement | null;
    field?.focus();
    field?.select();
  }, [created, urlId]);

  const create = async () => {
    // Not `disabled` while busy: the button keeps focus.
    if (creating.isLoading) return;
    setMessage(null);
    const result = await createLink({ pageId: pageGuid, expiresInHours: hours });
    if (result.data) setCreated(result.data);
    else setMessage({ text: t('editor.previewLinks.createFailed'), problem: true });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(fullUrl);
      setMessage({ text: t('editor.previewLinks.copied'), problem: false });
    } catch {
      urlField()?.select();
      setMessage({ text: t('editor.previewLinks.copyFailed'), problem: true });
    }
  };

  const onRevoked = (link: PreviewLink, revoked: boolean) => {
    if (!revoked) {
      setMessage({ text: t('editor.previewLinks.revokeFailed'), problem: true });
      return;
    }
    if (created?.id === link.id) setCreated(null);
    setMessage({ text: t('editor.previewLinks.revoked'), problem: false });
    // The revoked link's button is gone: focus stays in the list.
    listHeading.current?.focus();
  };

  return (
    <div className="plein-preview-links__body">
      <p>{t('editor.previewLinks.intro')}</p>
      <div className="plein-preview-links__create">
        <Select
          label={t('editor.previewLinks.validFor')}
          value={String(hours)}
          options={previewLinkDurations.map((value) => ({
            value: String(value),
            label: t(`editor.previewLinks.durations.${value}`),
          }))}
          onChange={(event) => setHours(Number(event.target.value))}
        />
        <Button onClick={() => void create()} aria-disabled={creating.isLoading || undefined}>
          {creating.isLoading ? t('editor.previewLinks.creating') : t('editor.previewLinks.create')}
        </Button>
      </div>
      {created ? (
        <div className="plein-preview-links__created">
          <TextField
            id={urlId}
            label={t('editor.previewLinks.url')}
            description={`${t('editor.previewLinks.validUntil', { time: time(created.expiresAt) })}. ${t('editor.previewLinks.urlHelp')}`}
            value={fullUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            {t('editor.previewLinks.copy')}
          </Button>
        </div>
      ) : null}
      <p
        role="status"
        className={
          message?.problem
            ? 'plein-preview-links__message plein-preview-links__message--problem'
            : 'plein-preview-links__message'
        }
      >
        {message?.text ?? ''}
      </p>
      <LiveLinks
        pageGuid={pageGuid}
        headingRef={listHeading}
        headingId={listId}
        time={time}
        onRevoked={onRevoked}
      />
    </div>
  );
}

/** The links that are still valid, newest first, each with its revoke button. */
function LiveLinks({
  pageGuid,
  headingRef,
  headingId,
  time,
  onRevoked,
}: {
  pageGuid: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
  time: (iso: string) => string;
  onRevoked: (link: PreviewLink, revoked: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const query = useGetPreviewLinksQuery(pageGuid);
  const [revoke, revoking] = useRevokePreviewLinkMutation();

  const revokeLink = async (link: PreviewLink) => {
    if (revoking.isLoading) return;
    const result = await revoke({ pageId: pageGuid, linkId: link.id });
    onRevoked(link, !('error' in result));
  };

  let content;
  if (query.isError) {
    content = (
      <div role="alert">
        <p>{t('editor.previewLinks.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('editor.previewLinks.retry')}
        </Button>
      </div>
    );
  } else if (!query.data) {
    content = <p>{t('editor.previewLinks.loading')}</p>;
  } else if (query.data.length === 0) {
    content = <p>{t('editor.previewLinks.none')}</p>;
  } else {
    content = (
      <ul className="plein-preview-links__list" aria-labelledby={headingId}>
        {query.data.map((link) => (
          <li key={link.id} className="plein-preview-links__item">
            <span>
              {link.createdBy
                ? t('editor.previewLinks.validUntilBy', {
                    time: time(link.expiresAt),
                    name: link.createdBy,
                  })
                : t('editor.previewLinks.validUntil', { time: time(link.expiresAt) })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('editor.previewLinks.revokeLabel', { time: time(link.expiresAt) })}
              onClick={() => void revokeLink(link)}
            >
              {t('editor.previewLinks.revoke')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="plein-preview-links__live" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="plein-preview-links__heading">
        {t('editor.previewLinks.live')}
      </h3>
      {content}
    </section>
  );
}
