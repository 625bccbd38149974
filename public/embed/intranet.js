// The intranet page's own script: its sign-in form, and the handling of the element's events.
// It signs the portal elements in and out through the session API of the portal's loader
// (/elements/loader.js, README "Embedding"): the <cp-orders> already on the page follows at once,
// without a reload. The tokens are kept where the page's <meta name="cp-config"> says (its storage
// prefix, session storage), so a reload of this tab stays signed in.
import { onSessionChange, signIn, signOut } from '/elements/loader.js';

const API_BASE = '/customerportal';

const form = document.getElementById('sign-in');
const message = document.getElementById('sign-in-message');
const signOutButton = document.getElementById('sign-out');

function showSignIn(text) {
  form.hidden = false;
  signOutButton.hidden = true;
  message.hidden = !text;
  message.textContent = text ?? '';
}

function showSignedIn() {
  form.hidden = true;
  signOutButton.hidden = false;
  message.hidden = true;
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
    await signIn({ accessToken: answer.accessToken, refreshToken: answer.refreshToken });
  }
});

signOutButton.addEventListener('click', () => void signOut());

// The element never navigates: the intranet opens the portal's page for a clicked load number.
document.addEventListener('cp-navigate', (event) => {
  window.open(new URL(event.detail.path, window.location.origin), '_blank', 'noopener');
});
document.addEventListener('cp-session-expired', () => {
  showSignIn('Your Paperfield session has ended. Please sign in again.');
});

// Signed in or not, now and after every change (this form, the sign-out button, another tab).
onSessionChange(({ signedIn }) => {
  if (signedIn) showSignedIn();
  else if (form.hidden) {
    showSignIn();
    document.getElementById('email').focus();
  }
});
