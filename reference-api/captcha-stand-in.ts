/**
 * A stand-in for the third-party captcha provider's script (spec 002 §5,
 * §7): the same surface as reCAPTCHA's explicit-render API (`ready`,
 * `render`, `execute`, `reset`, `getResponse`, and the `onload` query
 * parameter), drawing an "I'm not a robot" checkbox instead of talking to a
 * provider. Served by the reference API for the demo and the tests.
 */
export const CAPTCHA_STAND_IN_PATH = '/api/captcha/stand-in.js';

/** Tokens the stand-in hands out start with this, so a stored submission shows where its token came from. */
const CAPTCHA_STAND_IN_TOKEN_PREFIX = 'stand-in.';

export const CAPTCHA_STAND_IN_SCRIPT = `(function () {
  'use strict';
  var widgets = [];
  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error('Invalid captcha widget id: ' + id);
    return found;
  }
  function complete(found) {
    found.response = '${CAPTCHA_STAND_IN_TOKEN_PREFIX}' + found.params.sitekey + '.' + Math.random().toString(36).slice(2);
    found.box.checked = true;
    if (typeof found.params.callback === 'function') found.params.callback(found.response);
    return found.response;
  }
  function render(container, params) {
    if (typeof container === 'string') container = document.getElementById(container);
    if (!container || !params || !params.sitekey) throw new Error('Missing required parameters: sitekey');
    var size = params.size === 'compact' ? 'compact' : 'normal';
    var label = document.createElement('label');
    label.setAttribute('data-captcha-size', size);
    label.style.cssText = 'display:flex;align-items:center;gap:10px;box-sizing:border-box;padding:12px;' +
      'border:1px solid #c9c9c9;border-radius:4px;background:#f7f7f7;color:#222;font:14px/1.3 system-ui,sans-serif;' +
      'width:' + (size === 'compact' ? '164px;min-height:144px;flex-direction:column;justify-content:center' : '304px;min-height:78px');
    var box = document.createElement('input');
    box.type = 'checkbox';
    box.style.cssText = 'width:24px;height:24px;margin:0';
    label.appendChild(box);
    label.appendChild(document.createTextNode("I'm not a robot"));
    container.appendChild(label);
    var found = { params: params, box: box, response: '' };
    box.addEventListener('change', function () {
      if (box.checked) complete(found);
      else {
        found.response = '';
        if (typeof params['expired-callback'] === 'function') params['expired-callback']();
      }
    });
    widgets.push(found);
    return widgets.length - 1;
  }
  window.grecaptcha = {
    ready: function (callback) { callback(); },
    render: render,
    getResponse: function (id) { return widget(id).response; },
    reset: function (id) { var found = widget(id); found.response = ''; found.box.checked = false; },
    execute: function (id) { return Promise.resolve(complete(widget(id))); }
  };
  var script = document.currentScript;
  var onload = script && new URL(script.src, location.href).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
