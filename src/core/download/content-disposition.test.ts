import { describe, expect, it } from 'vitest';
import { parseContentDisposition } from './content-disposition.ts';

// Vectors from the greenbytes Content-Disposition test set (test.greenbytes.de/tech/tc2231),
// named as there; expected values follow RFC 6266 with path segments reduced to the base name.
describe('parseContentDisposition', () => {
  it('inlonly: inline without filename gives null', () => {
    expect(parseContentDisposition('inline')).toBeNull();
  });

  it('inlwithasciifilename: inline with a filename gives the filename', () => {
    expect(parseContentDisposition('inline; filename="foo.html"')).toBe('foo.html');
  });

  it('attonly: attachment without filename gives null', () => {
    expect(parseContentDisposition('attachment')).toBeNull();
  });

  it('attonlyquoted: a quoted disposition type is invalid', () => {
    expect(parseContentDisposition('"attachment"')).toBeNull();
  });

  it('attwithasciifilename: a quoted ASCII filename', () => {
    expect(parseContentDisposition('attachment; filename="foo.html"')).toBe('foo.html');
  });

  it('attwithasciifnescapedchar: a backslash escape in a quoted string', () => {
    expect(parseContentDisposition('attachment; filename="f\\oo.html"')).toBe('foo.html');
  });

  it('attwithasciifnescapedquote: escaped quotes in a quoted string', () => {
    expect(parseContentDisposition('attachment; filename="\\"quoting\\" tested.html"')).toBe(
      '"quoting" tested.html',
    );
  });

  it('attwithquotedsemicolon: a semicolon inside a quoted string', () => {
    expect(parseContentDisposition('attachment; filename="Here\'s a semicolon;.html"')).toBe(
      "Here's a semicolon;.html",
    );
  });

  it('attwithfilenameandextparamescaped: other parameters with escapes before filename', () => {
    expect(parseContentDisposition('attachment; foo="\\"\\\\";filename="foo.html"')).toBe('foo.html');
  });

  it('attwithasciifilenameucase: the parameter name is case-insensitive', () => {
    expect(parseContentDisposition('attachment; FILENAME="foo.html"')).toBe('foo.html');
  });

  it('attwithasciifilenamenq: an unquoted token filename', () => {
    expect(parseContentDisposition('attachment; filename=foo.html')).toBe('foo.html');
  });

  it('attwithfntokensq: single quotes are part of a token', () => {
    expect(parseContentDisposition("attachment; filename='foo.bar'")).toBe("'foo.bar'");
  });

  it('attwithasciifilenamews1: whitespace before the equals sign', () => {
    expect(parseContentDisposition('attachment; filename ="foo.html"')).toBe('foo.html');
  });

  it('attwithisofnplain: a plain ISO-8859-1 filename is taken as is', () => {
    expect(parseContentDisposition('attachment; filename="foo-ä.html"')).toBe('foo-ä.html');
  });

  it('attwithfnrawpctenca: a plain filename is never percent-decoded', () => {
    expect(parseContentDisposition('attachment; filename="foo-%41.html"')).toBe('foo-%41.html');
  });

  it('attwithfnusingpct: a lone percent sign in a plain filename', () => {
    expect(parseContentDisposition('attachment; filename="50%.html"')).toBe('50%.html');
  });

  it('attwithnamepct: a name parameter is not a filename', () => {
    expect(parseContentDisposition('attachment; name="foo-%41.html"')).toBeNull();
  });

  it('attfnbrokentoken: a non-token unquoted value is taken up to the delimiter', () => {
    expect(parseContentDisposition('attachment; filename=foo[1](2).html')).toBe('foo[1](2).html');
  });

  it('attfnbrokentokeniso: a non-ASCII unquoted value', () => {
    expect(parseContentDisposition('attachment; filename=foo-ä.html')).toBe('foo-ä.html');
  });

  it('attbrokenquotedfn2: an unterminated quoted string is invalid', () => {
    expect(parseContentDisposition('attachment; filename="bar')).toBeNull();
  });

  it('attbrokenquotedfn: text after a closing quote is invalid', () => {
    expect(parseContentDisposition('attachment; filename="foo.html".txt')).toBeNull();
  });

  it('attbrokenquotedfn3: a quote inside an unquoted value is invalid', () => {
    expect(parseContentDisposition('attachment; filename=foo"bar;baz"qux')).toBeNull();
  });

  it('attmultinstances: several dispositions separated by a comma are invalid', () => {
    expect(
      parseContentDisposition('attachment; filename=foo.html, attachment; filename=bar.html'),
    ).toBeNull();
  });

  it('attwith2filenames: a repeated filename parameter is invalid', () => {
    expect(parseContentDisposition('attachment; filename="foo.html"; filename="bar.html"')).toBeNull();
  });

  it('attmissingdisposition: a header without disposition type is invalid', () => {
    expect(parseContentDisposition('filename=foo.html')).toBeNull();
  });

  it('emptydisposition: an empty disposition type is invalid', () => {
    expect(parseContentDisposition('; filename=foo.html')).toBeNull();
  });

  it('attconfusedparam: xfilename is not filename', () => {
    expect(parseContentDisposition('attachment; xfilename=foo.html')).toBeNull();
  });

  it('attabspath: an absolute path is reduced to the base name', () => {
    expect(parseContentDisposition('attachment; filename="/foo.html"')).toBe('foo.html');
  });

  it('attabspath /etc/passwd: a Unix path is reduced to the base name', () => {
    expect(parseContentDisposition('attachment; filename="/etc/passwd"')).toBe('passwd');
  });

  it('attabspathwin: a Windows path ("..\\\\foo") is reduced to the base name', () => {
    expect(parseContentDisposition('attachment; filename="..\\\\foo"')).toBe('foo');
    expect(parseContentDisposition('attachment; filename="\\\\foo.html"')).toBe('foo.html');
  });

  it('control characters are removed from the filename', () => {
    expect(parseContentDisposition("attachment; filename*=UTF-8''foo%0D%0A%00bar.html")).toBe('foobar.html');
  });

  it('attwithfn2231utf8: filename* in UTF-8', () => {
    expect(parseContentDisposition("attachment; filename*=UTF-8''foo-%c3%a4-%e2%82%ac.html")).toBe(
      'foo-ä-€.html',
    );
  });

  it("filename*=UTF-8''foo-%c3%a4.html: the classic UTF-8 example", () => {
    expect(parseContentDisposition("attachment; filename*=UTF-8''foo-%c3%a4.html")).toBe('foo-ä.html');
  });

  it('attwithfn2231utf8 with language tag: the language is ignored', () => {
    expect(parseContentDisposition("attachment; filename*=UTF-8'de'foo-%c3%a4.html")).toBe('foo-ä.html');
    expect(parseContentDisposition("attachment; filename*=iso-8859-1'en'%A3%20rates")).toBe('£ rates');
  });

  it('attwithisofn2231iso: filename* in ISO-8859-1', () => {
    expect(parseContentDisposition("attachment; filename*=iso-8859-1''foo-%E4.html")).toBe('foo-ä.html');
  });

  it('attwithfn2231dpct: filename* is percent-decoded exactly once', () => {
    expect(parseContentDisposition("attachment; filename*=UTF-8''A-%2541.html")).toBe('A-%41.html');
  });

  it('attwithfn2231ws2 and ws3: whitespace around the equals sign of filename*', () => {
    expect(parseContentDisposition("attachment; filename*= UTF-8''foo-%c3%a4.html")).toBe('foo-ä.html');
    expect(parseContentDisposition("attachment; filename* =UTF-8''foo-%c3%a4.html")).toBe('foo-ä.html');
  });

  it('attwithfn2231ws1: whitespace inside the parameter name is invalid', () => {
    expect(parseContentDisposition("attachment; filename *=UTF-8''foo-%c3%a4.html")).toBeNull();
  });

  it('attwithfn2231abspathdisguised: an encoded backslash path is reduced to the base name', () => {
    expect(parseContentDisposition("attachment; filename*=UTF-8''%5cfoo.html")).toBe('foo.html');
  });

  it('attwithfn2231iso-bad: invalid UTF-8 in filename* falls back to filename', () => {
    expect(parseContentDisposition("attachment; filename*=utf-8''foo-%E4.html")).toBeNull();
    expect(
      parseContentDisposition('attachment; filename="foo-ae.html"; filename*=utf-8\'\'foo-%E4.html'),
    ).toBe('foo-ae.html');
  });

  it('attwithfn2231nbadpct1 and 2: broken percent-encoding falls back to filename', () => {
    expect(parseContentDisposition("attachment; filename*=UTF-8''foo%")).toBeNull();
    expect(parseContentDisposition("attachment; filename*=UTF-8''f%oo.html; filename=fallback.html")).toBe(
      'fallback.html',
    );
  });

  it('attwithfn2231noc: filename* without charset is ignored', () => {
    expect(parseContentDisposition("attachment; filename*=''foo-%c3%a4-%e2%82%ac.html")).toBeNull();
  });

  it('attwithfn2231singleqmissing: filename* with one quote is ignored', () => {
    expect(parseContentDisposition("attachment; filename*=UTF-8'foo-%c3%a4.html")).toBeNull();
  });

  it('attwithfn2231quot: a quoted filename* is ignored', () => {
    expect(parseContentDisposition('attachment; filename*="UTF-8\'\'foo-%c3%a4.html"')).toBeNull();
  });

  it('attfnboth: filename* wins when it comes after filename', () => {
    expect(
      parseContentDisposition('attachment; filename="foo-ae.html"; filename*=UTF-8\'\'foo-%c3%a4.html'),
    ).toBe('foo-ä.html');
  });

  it('attfnboth2: filename* wins when it comes before filename', () => {
    expect(
      parseContentDisposition('attachment; filename*=UTF-8\'\'foo-%c3%a4.html; filename="foo-ae.html"'),
    ).toBe('foo-ä.html');
  });

  it('attfnboth3: continuations are ignored and the ISO-8859-1 filename* is used', () => {
    expect(
      parseContentDisposition(
        "attachment; filename*0*=ISO-8859-15''euro-sign%3d%a4; filename*=ISO-8859-1''currency-sign%3d%a4",
      ),
    ).toBe('currency-sign=¤');
  });

  it('attnewandfn: an unknown parameter before filename', () => {
    expect(parseContentDisposition('attachment; foobar=x; filename="foo.html"')).toBe('foo.html');
  });

  it('dispext: an unknown disposition type still gives its filename', () => {
    expect(parseContentDisposition('foobar; filename="foo.html"')).toBe('foo.html');
  });

  it('gives null for no header', () => {
    expect(parseContentDisposition(null)).toBeNull();
    expect(parseContentDisposition('')).toBeNull();
  });
});
