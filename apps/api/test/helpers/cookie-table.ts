/** One row of a cookie statement's table: the cookie's name (the row header) and its cells. */
export interface CookieRow {
  name: string;
  purpose: string;
  lifetime: string;
  setWhen: string;
}

/** The table of required cookies in a cookie statement, as its markup gives it. */
export interface CookieTable {
  caption: string;
  /** The `scope` of each column header. */
  columnScopes: string[];
  columns: string[];
  rows: CookieRow[];
}

const cellPattern = /<(th|td)(?: scope="(\w+)")?>(.*?)<\/\1>/g;

function cells(row: string) {
  return [...row.matchAll(cellPattern)].map(([, tag, scope, text]) => ({ tag, scope, text }));
}

/**
 * Reads the one table of a cookie statement's rich text (the seeded markup: caption, a header
 * row of `th scope="col"`, body rows headed by `th scope="row"`); throws when it is not there.
 *
 * @example
 * cookieTable(statementHtml).rows.map((row) => row.name); // ['plein_session', ...]
 */
export function cookieTable(html: string): CookieTable {
  const tables = [...html.matchAll(/<table>(.*?)<\/table>/gs)];
  if (tables.length !== 1) throw new Error(`Expected one table, found ${tables.length}.`);
  const table = tables[0]![1]!;
  const caption = /<caption>(.*?)<\/caption>/s.exec(table)?.[1];
  const head = /<thead><tr>(.*?)<\/tr><\/thead>/s.exec(table)?.[1];
  const body = /<tbody>(.*?)<\/tbody>/s.exec(table)?.[1];
  if (caption === undefined || head === undefined || body === undefined) {
    throw new Error('The table lacks a caption, a header row or a body.');
  }
  const headers = cells(head);
  const rows = [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row]) => {
    const [name, purpose, lifetime, setWhen, ...rest] = cells(row!);
    if (name?.tag !== 'th' || name.scope !== 'row' || !setWhen || rest.length) {
      throw new Error(`Not a cookie row: ${row}`);
    }
    return {
      name: name.text!,
      purpose: purpose!.text!,
      lifetime: lifetime!.text!,
      setWhen: setWhen.text!,
    };
  });
  return {
    caption,
    columnScopes: headers.map((header) => header.scope ?? ''),
    columns: headers.map((header) => header.text!),
    rows,
  };
}
