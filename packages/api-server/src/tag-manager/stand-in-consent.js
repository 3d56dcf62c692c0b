/* global window, document, CustomEvent */
/*
 * STAND-IN CONSENT SCRIPT — development and tests only; not a real consent platform.
 *
 * It does what the consent script of spec section 2 does for the site: it keeps the player's cookie
 * choice (a first-party cookie, asked again after a year) and tells the tag manager through the data
 * layer, in the consent-mode vocabulary tag managers read ('consent_update' with analytics_storage
 * and ad_storage granted or denied). The site asks the question itself (the shell's consent banner)
 * and answers through `window.casinoConsent.choose('all' | 'necessary')`.
 *
 * Contract with the shell: `window.casinoConsent = { choice, choose }`, and a 'casino:consent' event
 * on window with `detail.choice` ('all', 'necessary', or null while the player has not answered).
 */
(function () {
  var cookie = 'casino_consent';
  var oneYear = 365 * 24 * 60 * 60;

  function stored() {
    var match = document.cookie.match(/(?:^|;\s*)casino_consent=(all|necessary)(?:;|$)/);
    return match ? match[1] : null;
  }

  function announce(choice) {
    if (choice) {
      var granted = choice === 'all' ? 'granted' : 'denied';
      window.dataLayer = window.dataLayer || [];
      window.dataLayer.push({ event: 'consent_update', analytics_storage: granted, ad_storage: granted });
    }
    window.dispatchEvent(new CustomEvent('casino:consent', { detail: { choice: choice } }));
  }

  var consent = {
    choice: stored(),
    choose: function (choice) {
      if (choice !== 'all' && choice !== 'necessary') return;
      var secure = window.location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = cookie + '=' + choice + '; Max-Age=' + oneYear + '; Path=/; SameSite=Lax' + secure;
      consent.choice = choice;
      announce(choice);
    },
  };
  window.casinoConsent = consent;
  announce(consent.choice);
})();
