// The intranet page's own script: its sign-in form, and the handling of the element's events.
// The element reads the tokens where this page stores them: under the storage prefix the page's
// <meta name="cp-config"> names, in the storage it chooses (README "Embedding").
const config = JSON.parse(document.querySelector('meta[name="cp-config"]')?.getAttribute('content') ?? '{}');
const prefix = config.storagePrefix;
const storage = config.tokenStorage === 'local' ? localStorage : sessionStorage;
const API_BASE = '/customerportal';

const form = document.getElementById('sign-in');
const message = document.getElementById('sign-in-message');
const signOut = document.getElementById('sign-out');

const signedIn = () =>
  Boolean(storage.getItem(`${prefix}accessToken`) && storage.getItem(`${prefix}refreshToken`));

/**
 * Loads the element's module once someone is signed in: an element that starts without tokens
 * only asks for a login, and it does not hear tokens this page writes later (storage events reach
 * other tabs only), so it starts after the sign-in.
 */
async function showOrders() {
  form.hidden = true;
  signOut.hidden = false;
  if (customElements.get('cp-orders')) {
    // Started before, for a session that has since ended: start again with the new one.
    window.location.reload();
    return;
  }
  await import('/elements/cp-orders.js');
}

function showSignIn(text) {
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
  const body = { emailAddress: form.email.value, password: form.password.value };
  let answer;
  try {
    const response = await fetch(`${API_BASE}/Authentication/LoginWithCredentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
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
    // Refresh token first, as the portal does: a reader woken by the access token sees a pair.
    storage.setItem(`${prefix}refreshToken`, answer.refreshToken);
    storage.setItem(`${prefix}accessToken`, answer.accessToken);
    await showOrders();
  }
});

signOut.addEventListener('click', () => {
  forgetTokens();
  window.location.reload();
});

// The element never navigates: the intranet opens the portal's page for a clicked load number.
document.addEventListener('cp-navigate', (event) => {
  window.open(new URL(event.detail.path, window.location.origin), '_blank', 'noopener');
});
document.addEventListener('cp-session-expired', () => {
  forgetTokens();
  showSignIn('Your Paperfield session has ended. Please sign in again.');
});
document.addEventListener('cp-login-required', () => {
  forgetTokens();
  showSignIn();
});

if (signedIn()) await showOrders();
else showSignIn();
