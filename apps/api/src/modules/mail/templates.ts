import type { MailKind, MailMessage } from './mailer';
import { maskedAddress } from './masked-address';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A two-language (Dutch first, the default; then English) mail with one link. */
function linkMail(
  kind: MailKind,
  to: string,
  subject: string,
  nl: string,
  en: string,
  link: string,
): MailMessage {
  return {
    kind,
    to,
    subject,
    text: `${nl}\n\n${link}\n\n---\n\n${en}\n\n${link}\n`,
    html:
      `<p>${escapeHtml(nl)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<hr><p>${escapeHtml(en)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

/** The invitation mail with its `/invitation/{code}` link. */
export function invitationMail(to: string, platformName: string, link: string): MailMessage {
  return linkMail(
    'invitation',
    to,
    `Uitnodiging voor ${platformName} / Invitation to ${platformName}`,
    `U bent uitgenodigd voor ${platformName}. Open de link om de uitnodiging aan te nemen en een wachtwoord te kiezen.`,
    `You have been invited to ${platformName}. Open the link to accept the invitation and choose a password.`,
    link,
  );
}

/** The password reset mail with its `/reset-password/{code}` link. */
export function passwordResetMail(to: string, platformName: string, link: string): MailMessage {
  return linkMail(
    'passwordReset',
    to,
    `Wachtwoord herstellen / Reset your password (${platformName})`,
    `Open de link binnen een uur om een nieuw wachtwoord te kiezen. Heeft u dit niet gevraagd? Dan kunt u deze mail negeren.`,
    `Open the link within an hour to choose a new password. If you did not ask for this, ignore this mail.`,
    link,
  );
}

/** The notice that an account's password changed, with where to sign in and reset it. */
export function passwordChangedMail(to: string, platformName: string, link: string): MailMessage {
  return linkMail(
    'notice',
    to,
    `Uw wachtwoord is gewijzigd / Your password was changed (${platformName})`,
    `Het wachtwoord van uw account op ${platformName} is zojuist gewijzigd en u bent overal afgemeld. Was u dit niet? Herstel dan meteen uw wachtwoord via de link en meld het aan de beheerder.`,
    `The password of your account on ${platformName} was just changed and you were signed out everywhere. If this was not you, reset your password at once through the link and tell the site's administrator.`,
    link,
  );
}

/** The e-mail verification mail with its `/verify-email/{code}` link. */
export function verificationMail(to: string, platformName: string, link: string): MailMessage {
  return linkMail(
    'verification',
    to,
    `Bevestig uw e-mailadres / Verify your e-mail address (${platformName})`,
    `Open de link om uw e-mailadres te bevestigen.`,
    `Open the link to verify your e-mail address.`,
    link,
  );
}

/**
 * The mail to a new address a user asked to sign in with, with its `/confirm-email/{code}` link:
 * the account keeps its old address until the link is opened.
 */
export function emailChangeMail(to: string, platformName: string, link: string): MailMessage {
  return linkMail(
    'verification',
    to,
    `Bevestig uw nieuwe e-mailadres / Confirm your new e-mail address (${platformName})`,
    `U wilt voortaan met dit adres inloggen op ${platformName}. Open de link binnen 24 uur om dat te bevestigen. Heeft u dit niet gevraagd? Dan kunt u deze mail negeren.`,
    `You want to sign in to ${platformName} with this address from now on. Open the link within 24 hours to confirm it. If you did not ask for this, ignore this mail.`,
    link,
  );
}

/**
 * The notice to an account's current address that a change to `newEmail` was asked for. It names
 * the new address masked: whoever reads the old mailbox must not learn where the account goes.
 */
export function emailChangeNoticeMail(
  to: string,
  platformName: string,
  newEmail: string,
  link: string,
): MailMessage {
  const masked = maskedAddress(newEmail);
  return linkMail(
    'notice',
    to,
    `Uw e-mailadres wordt gewijzigd / Your e-mail address is being changed (${platformName})`,
    `Voor uw account op ${platformName} is gevraagd om voortaan ${masked} te gebruiken. Dat gebeurt pas als de link in de mail aan dat adres wordt geopend. Was u dit niet? Wijzig dan meteen uw wachtwoord via de link en meld het aan de beheerder.`,
    `Your account on ${platformName} was asked to use ${masked} from now on. That only happens once the link in the mail to that address is opened. If this was not you, change your password at once through the link and tell the site's administrator.`,
    link,
  );
}
