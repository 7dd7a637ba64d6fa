/**
 * A stand-in for a reservation provider's widget script (spec 002 §7: "A
 * reservation widget script is loaded from an external reservation provider
 * and initialized with the business slug"; its address and calls are not
 * shown): it defines `sqReservationWidgets.createReservationWidget(business,
 * target)`, which draws a small booking form for that business into the
 * target, as `<sq-reservation>` expects. Served by the reference API for the
 * demo and the tests.
 */
export const RESERVATION_STAND_IN_PATH = '/api/reservation/stand-in.js';

export const RESERVATION_STAND_IN_SCRIPT = `(function () {
  'use strict';
  window.sqReservationWidgets = {
    createReservationWidget: function (business, target) {
      var form = document.createElement('form');
      form.setAttribute('data-reservation-widget', business);
      form.setAttribute('aria-label', 'Reserve with ' + business);
      form.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px;align-items:center;font:14px/1.4 system-ui,sans-serif';
      var label = document.createElement('label');
      label.textContent = 'Guests ';
      var guests = document.createElement('input');
      guests.type = 'number';
      guests.min = '1';
      guests.value = '2';
      guests.style.width = '4em';
      label.appendChild(guests);
      var button = document.createElement('button');
      button.type = 'submit';
      button.textContent = 'Find a table';
      var status = document.createElement('p');
      status.setAttribute('role', 'status');
      status.style.margin = '0';
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        status.textContent = 'Looking for a table for ' + guests.value + ' at ' + business;
      });
      form.appendChild(label);
      form.appendChild(button);
      form.appendChild(status);
      target.appendChild(form);
      return form;
    },
  };
})();
`;
