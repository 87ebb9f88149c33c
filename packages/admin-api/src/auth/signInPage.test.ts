import { escapeHtml, renderSignInPage } from './signInPage';

const accounts = [
  { email: 'admin@example.com', firstName: 'Alex', lastName: 'Morgan', isAdmin: true },
  { email: 'member@example.com', firstName: '<img src=x onerror=alert(1)>', lastName: null, isAdmin: false },
];

describe('renderSignInPage', () => {
  const html = renderSignInPage({ accounts, callbackUrl: 'http://api.test/cb?a=1&b=2', state: 'st"ate' });

  it('is an account chooser with one submit button per account, labelled with its e-mail', () => {
    expect(html).toContain('<title>Sign in with Google – Choose an account</title>');
    const buttons = html.match(/<button type="submit" name="code" value="[^"]+">[\s\S]*?<\/button>/g) ?? [];
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('value="admin@example.com"');
    expect(buttons[0]).toContain('<span class="email">admin@example.com</span>');
    expect(buttons[0]).toContain('Alex Morgan');
    expect(buttons[1]).toContain('<span class="email">member@example.com</span>');
  });

  it('escapes every text and attribute it interpolates', () => {
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('action="http://api.test/cb?a=1&amp;b=2"');
    expect(html).toContain('value="st&quot;ate"');
  });

  it('needs no script and no external asset', () => {
    expect(html).not.toMatch(/<script|<link|src="http|url\(/i);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
