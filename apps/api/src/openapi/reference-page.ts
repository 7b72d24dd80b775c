import { escapeXml as escape } from '../modules/findability/xml-text';
import { operationId } from './document';
import type { ApiOperation } from './operation';
import { queryParameters } from './query-parameters';

const accessText: Record<ApiOperation['access'], string> = {
  public: 'public',
  'signed-in': 'signed in',
  editor: 'editor',
  admin: 'administrator',
  operator: 'operator token',
};

/** `text` with its `code spans` as <code>. */
const inline = (text: string) =>
  escape(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

function operationSection(operation: ApiOperation): string {
  const id = operationId(operation);
  const rows = queryParameters(operation.query)
    .map(
      (parameter) =>
        `<tr><th scope="row"><code>${escape(parameter.name)}</code></th>` +
        `<td>${parameter.required ? 'yes' : 'no'}</td><td>${inline(parameter.description ?? '')}` +
        `${parameter.example === undefined ? '' : ` Example: <code>${escape(parameter.example)}</code>.`}</td></tr>`,
    )
    .join('');
  const errors = (operation.errors ?? [])
    .map(
      (error) =>
        `<li><code>${error.status} ${escape(error.code)}</code>: ${inline(error.description)}</li>`,
    )
    .join('');
  const { answer } = operation;
  const answerType = answer.type
    ? ` <code>${escape(answer.type)}</code>`
    : answer.mediaType
      ? ` <code>${escape(answer.mediaType)}</code>`
      : '';
  return [
    `<section aria-labelledby="${id}">`,
    `<h3 id="${id}"><span class="method">${operation.method.toUpperCase()}</span> <code>${escape(operation.path)}</code></h3>`,
    `<p>${inline(operation.summary)}.${operation.description ? ` ${inline(operation.description)}` : ''}</p>`,
    `<p>Access: ${accessText[operation.access]}.${operation.body ? ` Body: ${operation.body === 'multipart' ? 'a multipart file upload' : 'JSON (schema in the document)'}.` : ''}</p>`,
    rows
      ? `<table><caption>Query parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">Required</th><th scope="col">Meaning</th></tr></thead><tbody>${rows}</tbody></table>`
      : '',
    `<p>Answer: <code>${answer.status}</code> ${inline(answer.description)}${answerType}</p>`,
    errors ? `<ul>${errors}</ul>` : '',
    '</section>',
  ].join('');
}

/**
 * A readable reference of the API, rendered from the same catalogue as `/api/openapi.json`
 * (which tools should read): grouped by tag, with parameters, access and answers. Plain HTML
 * with its own small stylesheet, so it loads nothing from elsewhere.
 */
export function referencePage(operations: readonly ApiOperation[], version: string): string {
  const tags = [...new Set(operations.map((operation) => operation.tag))];
  const slug = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const groups = tags
    .map(
      (tag) =>
        `<section aria-labelledby="${slug(tag)}"><h2 id="${slug(tag)}">${escape(tag)}</h2>` +
        operations
          .filter((operation) => operation.tag === tag)
          .map(operationSection)
          .join('') +
        '</section>',
    )
    .join('');
  const contents = tags
    .map((tag) => `<li><a href="#${slug(tag)}">${escape(tag)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Plein API reference</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;background:#fff;margin:0}
header,main{max-width:60rem;margin:0 auto;padding:0 1rem}
code{font-family:ui-monospace,monospace;font-size:.95em;overflow-wrap:anywhere}
h3{font-size:1.05rem;margin:1.5rem 0 .25rem}
.method{display:inline-block;min-width:4.5em;font-family:ui-monospace,monospace;color:#fff;background:#1f2937;border-radius:.25rem;padding:0 .35em;text-align:center}
table{border-collapse:collapse;margin:.5rem 0}
th,td{border:1px solid #d1d5db;padding:.25rem .5rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600}
a{color:#1d4ed8}
nav ul{columns:14rem}
</style>
</head>
<body>
<header><h1>Plein API reference</h1>
<p>Version ${escape(version)}. The machine-readable description is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). The site is chosen by the host name of the request.</p></header>
<main>
<nav aria-label="Areas"><ul>${contents}</ul></nav>
${groups}
</main>
</body>
</html>
`;
}
