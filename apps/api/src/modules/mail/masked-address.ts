/**
 * An address with its local part hidden but for the first character: enough for the owner to
 * recognise it, too little for whoever reads their mailbox to use it (issue 31.1).
 *
 * @example
 * maskedAddress('jan.jansen@example.org'); // 'j***@example.org'
 */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
