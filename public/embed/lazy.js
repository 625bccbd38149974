// The extranet page's own script. It never imports an element module: it writes the tags, and the
// portal's lazy loader (/elements/loader.js, the other script tag) imports each element's module
// when its tag first appears, also inside this page's own <supplier-panel> shadow root.
const config = JSON.parse(document.querySelector('meta[name="cp-config"]')?.getAttribute('content') ?? '{}');
const prefix = config.storagePrefix;
const storage = config.tokenStorage === 'local' ? localStorage : sessionStorage;
const API_BASE = '/customerportal';

const form = document.getElementById('sign-in');
const message = document.getElementById('sign-in-message');
const signOut = document.getElementById('sign-out');
const portal = document.getElementById('portal');

/** The page's own component: a titled panel rendering its content into an open shadow root. */
class SupplierPanel extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const heading = document.createElement('h2');
    heading.textContent = this.getAttribute('heading') ?? '';
    const invoices = document.createElement('cp-invoices');
    invoices.setAttribute('lang', 'en');
    root.append(heading, invoices);
  }
}
customElements.define('supplier-panel', SupplierPanel);

const signedIn = () =>
  Boolean(storage.getItem(`${prefix}accessToken`) && storage.getItem(`${prefix}refreshToken`));

/** Writes the elements' tags once someone is signed in: an element started without tokens only asks for a login. */
function showPortal() {
  if (customElements.get('cp-orders')) {
    // Started before, for a session that has since ended: start again with the new one.
    window.location.reload();
    return;
  }
  form.hidden = true;
  signOut.hidden = false;
  const orders = document.createElement('cp-orders');
  orders.setAttribute('lang', 'en');
  orders.setAttribute('page-size', '10');
  const panel = document.createElement('supplier-panel');
  panel.setAttribute('heading', 'Open invoices');
  portal.replaceChildren(orders, panel);
}

function showSignIn(text) {
  portal.replaceChildren();
  form.hidden = false;
  signOut.hidden = true;
  message.hidden = !text;
  message.textContent = text ?? '';
  document.getElementById('email').focus();
}

function forgetTokens() {
  storage.removeItem(`${prefix}accessToken`);
  storage.removeItem(`${prefix}refreshToken`);
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  let answer;
  try {
    const response = await fetch(`${API_BASE}/Authentication/LoginWithCredentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: form.email.value, password: form.password.value }),
    });
    answer = response.ok ? await response.json() : null;
  } catch {
    showSignIn('The Paperfield portal cannot be reached. Please try again later.');
    return;
  }
  if (!answer) {
    showSignIn('That e-mail address and password do not match.');
  } else if (answer.requiresTotp) {
    showSignIn('Your account uses a one-time code: please sign in on the Paperfield portal itself.');
  } else {
    form.password.value = '';
    storage.setItem(`${prefix}refreshToken`, answer.refreshToken);
    storage.setItem(`${prefix}accessToken`, answer.accessToken);
    showPortal();
  }
});

signOut.addEventListener('click', () => {
  forgetTokens();
  window.location.reload();
});

// The elements never navigate: the extranet opens the portal's page for a clicked load number.
document.addEventListener('cp-navigate', (event) => {
  window.open(new URL(event.detail.path, window.location.origin), '_blank', 'noopener');
});
for (const type of ['cp-session-expired', 'cp-login-required']) {
  document.addEventListener(type, () => {
    forgetTokens();
    showSignIn(
      type === 'cp-session-expired' ? 'Your Paperfield session has ended. Please sign in again.' : '',
    );
  });
}

if (signedIn()) showPortal();
else showSignIn();
