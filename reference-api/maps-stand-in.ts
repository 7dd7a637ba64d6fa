/**
 * A stand-in for the Maps JavaScript API (spec 001 §4 "Map loader", §7:
 * "GET to a maps script with API version 3, key, and optional language and
 * region"): the reference API records the script request's query like any
 * other call, and the script it answers calls the page's `callback` with a
 * small `google.maps` of its own: `Map` and `Marker` drawn as plain DOM,
 * with `setOptions` and the other calls the element makes recorded on
 * `google.maps.standIn.calls`. `never=1` in the query answers a script that
 * never calls back (the time-out tests). Served for the demo and the tests.
 */
export const MAPS_STAND_IN_PATH = '/api/google-maps/stand-in.js';

/** A callback the script may call: a global function name or a dotted path of them. */
const CALLBACK_NAME = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/** The stand-in script for one request's query: its callback named in it, or none to call. */
export function mapsStandInScript(query: Record<string, string>): string {
  const callback = CALLBACK_NAME.test(query.callback ?? '') && query.never !== '1' ? query.callback : '';
  return `(function () {
  'use strict';
  var g = window.google = window.google || {};
  var maps = g.maps = g.maps || {};
  if (!maps.standIn) {
    var calls = [];
    // A marker's map is recorded as 'map' (it holds the page's DOM), functions are left out.
    var copy = function (value) {
      return JSON.parse(JSON.stringify(value, function (key, v) { return key === 'map' ? (v ? 'map' : null) : v; }));
    };
    var now = function () { return typeof performance === 'object' ? performance.now() : 0; };
    var record = function (name, args) { calls.push({ call: name, args: copy(args), at: now() }); };
    var assign = function (to, from) { for (var key in from) if (Object.prototype.hasOwnProperty.call(from, key)) to[key] = from[key]; return to; };
    var world = function (zoom) { return 256 * Math.pow(2, zoom); };
    var project = function (point, zoom) {
      var size = world(zoom);
      var sin = Math.sin(point.lat * Math.PI / 180);
      return { x: (point.lng + 180) / 360 * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
    };
    var listen = function (target) {
      target.listeners = {};
      target.addListener = function (name, run) {
        (target.listeners[name] = target.listeners[name] || []).push(run);
        return { remove: function () { target.listeners[name] = target.listeners[name].filter(function (r) { return r !== run; }); } };
      };
      target.fire = function (name) { (target.listeners[name] || []).slice().forEach(function (run) { run(); }); };
    };
    var BACKGROUNDS = {
      roadmap: '#eef0ea', terrain: '#e6e9d8', satellite: '#3d4a3a', hybrid: '#3d4a3a'
    };
    function Map(div, options) {
      listen(this);
      this.div = div;
      this.options = {};
      this.markers = [];
      this.canvas = document.createElement('div');
      this.canvas.setAttribute('data-stand-in-map', '');
      this.canvas.style.cssText = 'position:absolute;inset:0;overflow:hidden;' +
        'background-image:linear-gradient(90deg,rgb(255 255 255/.9) 2px,transparent 2px),' +
        'linear-gradient(rgb(255 255 255/.9) 2px,transparent 2px),' +
        'linear-gradient(30deg,transparent 48%,rgb(255 255 255/.95) 48%,rgb(255 255 255/.95) 52%,transparent 52%);' +
        'background-size:96px 96px,96px 96px,100% 100%';
      this.label = document.createElement('span');
      this.label.style.cssText = 'position:absolute;left:8px;bottom:6px;font:11px/1.2 system-ui,sans-serif;color:#555;' +
        'background:rgb(255 255 255/.8);padding:2px 6px;border-radius:3px';
      this.canvas.appendChild(this.label);
      div.appendChild(this.canvas);
      var map = this;
      // Cooperative gestures, as the real script has them: the wheel zooms only with Ctrl or Cmd.
      div.addEventListener('wheel', function (event) {
        if (map.options.gestureHandling === 'none' || map.options.scrollwheel === false) return;
        if (!event.ctrlKey && !event.metaKey) return;
        event.preventDefault();
        map.setZoom(map.options.zoom + (event.deltaY < 0 ? 1 : -1));
      }, { passive: false });
      // On touch, cooperative gestures move the map with two fingers (the page keeps one): the centre follows
      // the fingers' midpoint, and the page does not scroll under them.
      var midpoint;
      var fingers = function (event) {
        if (map.options.gestureHandling === 'none' || event.touches.length < 2) return undefined;
        event.preventDefault();
        var a = event.touches[0], b = event.touches[1];
        return { x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 };
      };
      div.addEventListener('touchstart', function (event) { midpoint = fingers(event); }, { passive: false });
      div.addEventListener('touchmove', function (event) {
        var next = fingers(event);
        if (!next || !midpoint) return;
        var zoom = map.options.zoom;
        var at = project(map.options.center, zoom);
        var size = world(zoom);
        var x = at.x - (next.x - midpoint.x);
        var y = at.y - (next.y - midpoint.y);
        var lat = Math.atan(Math.sinh(Math.PI * (1 - 2 * y / size))) * 180 / Math.PI;
        midpoint = next;
        record('Map.touchPan', [{ lat: lat, lng: x / size * 360 - 180 }]);
        map.apply({ center: { lat: lat, lng: x / size * 360 - 180 } });
      }, { passive: false });
      record('Map', [options]);
      this.apply(options);
    }
    Map.prototype.apply = function (options) {
      assign(this.options, options);
      var type = this.options.mapTypeId || 'roadmap';
      // The land colour a style gives (a minimal preset's geometry), grey for a grayscale one.
      var land = '';
      (this.options.styles || []).forEach(function (rule) {
        rule.stylers.forEach(function (styler) {
          if (styler.saturation === -100) land = '#e4e4e4';
          if (rule.elementType === 'geometry' && !rule.featureType && styler.color) land = styler.color;
        });
      });
      this.canvas.style.backgroundColor = land || BACKGROUNDS[type] || BACKGROUNDS.roadmap;
      this.canvas.setAttribute('data-map-type', type);
      this.label.textContent = 'Stand-in map · zoom ' + this.options.zoom;
      this.markers.forEach(function (marker) { marker.place(); });
    };
    Map.prototype.setOptions = function (options) { record('Map.setOptions', [options]); this.apply(options); };
    Map.prototype.setCenter = function (center) { record('Map.setCenter', [center]); this.apply({ center: center }); };
    Map.prototype.panTo = function (center) { record('Map.panTo', [center]); this.apply({ center: center }); };
    Map.prototype.setZoom = function (zoom) { record('Map.setZoom', [zoom]); this.apply({ zoom: zoom }); this.fire('zoom_changed'); };
    Map.prototype.getZoom = function () { return this.options.zoom; };
    Map.prototype.getCenter = function () { var c = this.options.center; return { lat: function () { return c.lat; }, lng: function () { return c.lng; } }; };
    Map.prototype.getDiv = function () { return this.div; };

    function Marker(options) {
      listen(this);
      this.options = {};
      this.element = document.createElement('div');
      this.element.setAttribute('data-stand-in-marker', '');
      this.element.setAttribute('role', 'button');
      this.element.tabIndex = 0;
      this.element.style.cssText = 'position:absolute;cursor:pointer;background-size:100% 100%;background-repeat:no-repeat';
      var marker = this;
      this.element.addEventListener('click', function () { marker.fire('click'); });
      this.element.addEventListener('keydown', function (event) {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        marker.fire('click');
      });
      record('Marker', [options]);
      this.setOptions(options, true);
    }
    Marker.prototype.setOptions = function (options, first) {
      if (!first) record('Marker.setOptions', [options]);
      assign(this.options, options);
      var icon = this.options.icon;
      var size = icon && icon.scaledSize ? icon.scaledSize : { width: 24, height: 32 };
      this.element.style.width = size.width + 'px';
      this.element.style.height = size.height + 'px';
      this.element.style.backgroundImage = icon && icon.url ? 'url("' + icon.url + '")' : 'none';
      this.element.setAttribute('aria-label', this.options.title || 'Marker');
      this.setMap(this.options.map || null);
    };
    Marker.prototype.setMap = function (map) {
      if (this.map && this.map !== map) {
        this.map.markers = this.map.markers.filter(function (m) { return m !== this; }, this);
        this.element.remove();
      }
      this.map = map;
      if (map) {
        if (map.markers.indexOf(this) < 0) map.markers.push(this);
        map.canvas.appendChild(this.element);
        this.place();
      }
    };
    Marker.prototype.setPosition = function (position) { this.setOptions({ position: position }); };
    Marker.prototype.place = function () {
      var map = this.map;
      if (!map || !this.options.position) return;
      var at = project(this.options.position, map.options.zoom);
      var centre = project(map.options.center, map.options.zoom);
      var size = this.element.getBoundingClientRect();
      this.element.style.left = 'calc(50% + ' + (at.x - centre.x - size.width / 2) + 'px)';
      this.element.style.top = 'calc(50% + ' + (at.y - centre.y - size.height) + 'px)';
    };

    maps.Map = Map;
    maps.Marker = Marker;
    maps.Size = function (width, height) { this.width = width; this.height = height; };
    maps.event = { clearInstanceListeners: function (target) { if (target && target.listeners) target.listeners = {}; } };
    maps.version = '3.stand-in';
    maps.standIn = { calls: calls, scripts: 0 };
  }
  maps.standIn.scripts++;
  var callback = ${JSON.stringify(callback)};
  if (!callback) return;
  var run = callback.split('.').reduce(function (at, name) { return at && at[name]; }, window);
  if (typeof run === 'function') setTimeout(run);
})();
`;
}
