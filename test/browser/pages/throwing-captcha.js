// A captcha provider that renders but breaks when asked for its answer: the form's exception path.
window.grecaptcha = {
  ready: (callback) => callback(),
  render: (container) => {
    container.append(document.createTextNode('Broken captcha'));
    return 0;
  },
  getResponse: () => {
    throw new Error('The captcha provider broke');
  },
  reset: () => {},
  execute: () => Promise.resolve(),
};
