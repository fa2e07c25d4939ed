import {describe, expect, test} from '@jest/globals';
import {nuErrors} from '@site/tools/page-checks/nuChecker';

const report = JSON.stringify({
  messages: [
    {
      type: 'error',
      url: 'file:/work/site/build/./contact.html',
      lastLine: 4,
      firstColumn: 120,
      message: 'Element “address” not allowed as child of element “span” in this context.',
      extract: '<span>\n  <address>',
    },
    {type: 'info', subType: 'warning', url: 'file:/work/site/build/./about.html', lastLine: 1, message: 'Trailing slash'},
    {type: 'non-document-error', url: 'file:/work/site/build/./gone.html', subType: 'io', message: 'File not found.'},
    {type: 'error', url: 'file:/elsewhere/x%20y.html', message: 'Stray end tag “div”.'},
  ],
});

describe('nuErrors', () => {
  test('one line per error, file relative to the build, warnings left out', () => {
    expect(nuErrors(report, '/work/site/build')).toEqual([
      'contact.html:4:120: Element “address” not allowed as child of element “span” in this context. [<span> <address>]',
      'gone.html: File not found.',
      '/elsewhere/x y.html: Stray end tag “div”.',
    ]);
  });

  test('a clean report has no lines; a report that is not JSON is one', () => {
    expect(nuErrors('{"messages":[]}', '/b')).toEqual([]);
    expect(nuErrors('Error: Unable to access jarfile', '/b')).toEqual([
      "the checker's report is not JSON: Error: Unable to access jarfile",
    ]);
  });
});
