export { FooterColumns } from './footer-columns';
export type { FooterColumnContent, FooterColumnsProps, FooterLink } from './footer-columns';
