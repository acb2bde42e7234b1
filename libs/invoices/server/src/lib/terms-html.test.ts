import { sanitizeTermsHtml, TERMS_MAX_LENGTH } from './terms-html';

describe('sanitizeTermsHtml', () => {
  it('keeps Paytrail’s own terms as they are', () => {
    const terms = 'Valitsemalla maksutavan hyväksyt <a href="https://www.paytrail.com/kuluttaja/maksupalveluehdot">maksupalveluehdot</a>.';
    expect(sanitizeTermsHtml(terms)).toBe(terms);
  });

  it('keeps only the href of a link, and the link’s text', () => {
    expect(sanitizeTermsHtml('<A HREF="https://pay.test/terms" target="_blank" onclick="steal()" style="x">terms</A>')).toBe('<a href="https://pay.test/terms">terms</a>');
    expect(sanitizeTermsHtml("<a title='x > y' href='https://pay.test/?a=1&amp;b=2'>terms</a>")).toBe('<a href="https://pay.test/?a=1&amp;b=2">terms</a>');
  });

  it('drops links that are not https:, keeping their text', () => {
    for (const href of ['javascript:alert(1)', 'http://pay.test/terms', 'data:text/html,<b>x</b>', '//pay.test/terms', '/terms', 'jav&#x61;script:alert(1)', '']) {
      expect(sanitizeTermsHtml(`Read <a href="${href}">the terms</a>.`)).toBe('Read the terms.');
    }
    expect(sanitizeTermsHtml('<a>no address</a>')).toBe('no address');
  });

  it('strips every other tag, and the content of scripts and styles', () => {
    expect(sanitizeTermsHtml('<p>One <b>bold</b> <img src=x onerror=alert(1)>word</p><p>Two</p>')).toBe(' One bold word  Two ');
    expect(sanitizeTermsHtml('a<script>alert("<a href=https://x.test>")</script>b<style>p{}</style>c<!-- <a href="https://x.test"> -->d')).toBe('abcd');
    expect(sanitizeTermsHtml('<svg><a href="https://pay.test/">x</a></svg><iframe src="https://x.test">y</iframe>z')).toBe('<a href="https://pay.test/">x</a>z');
  });

  it('escapes what is not markup, keeping well-formed character references', () => {
    expect(sanitizeTermsHtml('1 < 2 & 3 > 2, &auml;, &#228; &#xE4; &unknown')).toBe('1 &lt; 2 &amp; 3 &gt; 2, &auml;, &#228; &#xE4; &amp;unknown');
    expect(sanitizeTermsHtml('&lt;script&gt;')).toBe('&lt;script&gt;');
    expect(sanitizeTermsHtml('<a href="https://pay.test/?q=&quot;><script>">x</a>')).toBe('<a href="https://pay.test/?q=%22%3E%3Cscript%3E">x</a>');
  });

  it('never nests links, closes one left open and drops an unmatched end tag', () => {
    expect(sanitizeTermsHtml('<a href="https://a.test/">a<a href="https://b.test/">b</a>c</a>')).toBe('<a href="https://a.test/">ab</a>c');
    expect(sanitizeTermsHtml('<a href="https://a.test/">open')).toBe('<a href="https://a.test/">open</a>');
    expect(sanitizeTermsHtml('text</a>')).toBe('text');
  });

  it('treats a broken tag as text and cuts a very long answer', () => {
    expect(sanitizeTermsHtml('<a href="https://x.test/ unfinished')).toBe('&lt;a href="https://x.test/ unfinished');
    expect(sanitizeTermsHtml('x'.repeat(TERMS_MAX_LENGTH + 5))).toHaveLength(TERMS_MAX_LENGTH);
  });
});
