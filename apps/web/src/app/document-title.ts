// The title rule is shared with the API's feeds: written once in the contract.
export { documentTitle } from '@plein/api-client';
