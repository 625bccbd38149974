// DOMPurify under happy-dom passes payloads through, so this runs in real Chromium.
import { expect } from 'chai';
import { describe, it } from '../element/mocha-globals.ts';
import { sanitizeServerHtml } from './sanitize-server-html.ts';

function render(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeServerHtml(html);
  return holder;
}

describe('sanitizeServerHtml', () => {
  it('drops scripts, event handlers and images without an https address', () => {
    const holder = render('<p>PM3</p><img src=x onerror=alert(1)><script>alert("news")</script>');
    expect(holder.innerHTML).to.equal('<p>PM3</p>');
  });

  it('drops styles, style attributes and frames, keeps the text', () => {
    const holder = render(
      '<style>body{display:none}</style><p style="position:fixed">Text</p><iframe src="https://evil.example"></iframe>',
    );
    expect(holder.innerHTML).to.equal('<p>Text</p>');
  });

  it('opens links in a new tab without opener or referrer, and drops javascript: addresses', () => {
    const holder = render(
      '<a href="https://example.com/pm3">Read more</a><a href="javascript:alert(1)">x</a>',
    );
    const [safe, unsafe] = holder.querySelectorAll('a');
    expect(safe?.getAttribute('target')).to.equal('_blank');
    expect(safe?.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(unsafe?.hasAttribute('href')).to.equal(false);
  });

  it('keeps https images and ordinary formatting', () => {
    const holder = render('<p><strong>New</strong> <img src="https://example.com/pm3.jpg" alt="PM3"></p>');
    expect(holder.querySelector('strong')?.textContent).to.equal('New');
    expect(holder.querySelector('img')?.getAttribute('src')).to.equal('https://example.com/pm3.jpg');
  });
});
