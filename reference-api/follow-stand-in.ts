/**
 * A stand-in for the platform's follow script (spec 000 §2: "loads an
 * external script", its address not shown): it defines
 * `sqFollowWidgets.createFollowButton(username, target)`, which draws a
 * "Follow @name" button into the target, as `<sq-follow-button>` expects.
 * Served by the reference API for the demo and the tests; the tests make it
 * never answer with a fault's delay.
 */
export const FOLLOW_STAND_IN_PATH = '/api/follow/stand-in.js';

export const FOLLOW_STAND_IN_SCRIPT = `(function () {
  'use strict';
  window.sqFollowWidgets = {
    createFollowButton: function (username, target) {
      var button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('data-follow-widget', username);
      button.setAttribute('aria-pressed', 'false');
      button.style.cssText = 'display:inline-flex;align-items:center;min-height:28px;padding:0 12px;border:0;' +
        'border-radius:14px;background:#1d1d1f;color:#fff;font:600 13px/1 system-ui,sans-serif;cursor:pointer';
      button.textContent = 'Follow @' + username;
      button.addEventListener('click', function () {
        var following = button.getAttribute('aria-pressed') !== 'true';
        button.setAttribute('aria-pressed', String(following));
        button.textContent = (following ? 'Following @' : 'Follow @') + username;
      });
      target.appendChild(button);
      return button;
    },
  };
})();
`;
