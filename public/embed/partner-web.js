// The partner page's own script. The portal sends the customer here with a one-time login token in
// the fragment (`#login-token=…`: a fragment never reaches a server, log or Referer). The token
// goes to <cp-tracking>, which exchanges it once; then it leaves the address bar and the history.
const tracking = document.querySelector('cp-tracking');
const notice = document.getElementById('session-notice');

const fragment = new URLSearchParams(window.location.hash.slice(1));
const loginToken = fragment.get('login-token');
if (loginToken && tracking) {
  tracking.setAttribute('login-token', loginToken);
  history.replaceState(null, '', window.location.pathname + window.location.search);
}

function showNotice(text) {
  if (!notice) return;
  notice.textContent = text;
  notice.hidden = false;
}

// The element never navigates; the page decides what to tell its visitors.
document.addEventListener('cp-login-required', (event) => {
  showNotice(
    event.detail?.reason === 'login-token-invalid'
      ? 'This tracking link has expired. Please open it again from your Paperfield portal.'
      : 'Open this page with the tracking link from your Paperfield portal to follow your load.',
  );
});
document.addEventListener('cp-session-expired', () => {
  showNotice('Your tracking session has ended. Please open the link from your Paperfield portal again.');
});
