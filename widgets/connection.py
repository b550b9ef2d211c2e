"""A page that loses its kernel says so: :func:`watch_connection`.

In Voila every page runs its own kernel. When that kernel is lost (the server
restarted, the network dropped, the kernel stopped or was culled) the widgets
stop answering without a word. ``watch_connection()`` puts a small script in
the page that watches the page's kernel connection (Voila's widget manager) and
asks the server every few seconds whether the kernel is still there; when it is
gone, a banner across the top of the page says so, offers **Reload** and, in an
app, reminds of the game code that brings the game back. While the connection
is only interrupted, the banner says it is trying again and goes away when the
page is connected again.

The banner carries CSS classes for tests: ``fl-kernel-lost`` (lost for good,
``data-reason`` says why) or ``fl-kernel-wait`` (trying again), with the button
``fl-reload``. Outside Voila/JupyterLab the script does nothing.
"""

from __future__ import annotations

from typing import Any

__all__ = ["watch_connection", "WATCH_SCRIPT"]

#: the page's watcher (plain JavaScript, no external file)
WATCH_SCRIPT = r"""
<script>
(function () {
  if (window.__flWatch) { return; }
  window.__flWatch = true;
  var cfgEl = document.getElementById('jupyter-config-data');
  var cfg = {};
  try { cfg = cfgEl ? JSON.parse(cfgEl.textContent) : {}; } catch (e) { cfg = {}; }
  var kernelId = cfg.kernelId, base = cfg.baseUrl || '/';
  var lostFor = null, misses = 0, wasConnected = false;

  function codeLine() {
    var el = document.querySelector('.fl-resume-inner[data-code] b');
    var shown = el && el.textContent;
    if (!shown) { return ''; }
    return ' Your game is kept: after reloading, press <b>New game</b>, type <b>' + shown +
           '</b> under <b>Resume a game</b> and press <b>Resume</b>.';
  }
  function show(kind, reason, text) {
    var box = document.getElementById('fl-connection');
    if (!box) {
      box = document.createElement('div');
      box.id = 'fl-connection';
      box.setAttribute('role', 'alert');
      box.style.cssText = 'position:fixed;top:0;left:0;right:0;z-index:10000;padding:10px 16px;' +
        'font:17px/1.4 sans-serif;color:#1b1b1b;box-shadow:0 2px 6px rgba(0,0,0,.3);display:flex;' +
        'gap:14px;align-items:center;flex-wrap:wrap;';
      document.body.appendChild(box);
    }
    box.className = kind;
    box.setAttribute('data-reason', reason);
    box.style.background = kind === 'fl-kernel-lost' ? '#fde2e1' : '#fff4c2';
    box.style.borderBottom = kind === 'fl-kernel-lost' ? '3px solid #b3261e' : '3px solid #a07800';
    box.innerHTML = '<span class="fl-connection-text">' + text + '</span>' +
      '<button class="fl-reload" style="font-size:17px;padding:4px 18px;cursor:pointer">Reload</button>';
    box.querySelector('.fl-reload').onclick = function () { window.location.reload(); };
  }
  function hide() {
    var box = document.getElementById('fl-connection');
    if (box && box.className === 'fl-kernel-wait') { box.parentNode.removeChild(box); }
  }
  function lost(reason) {
    if (lostFor) { return; }
    lostFor = reason;
    var why = {
      'server': 'the game server cannot be reached (it stopped or restarted, or the network dropped)',
      'kernel': 'the program behind this page has stopped (the server restarted it or shut it down)',
      'connection': 'the connection to the game server was lost and could not be made again'
    }[reason] || 'the connection to the game server was lost';
    show('fl-kernel-lost', reason, '<b>This page stopped working:</b> ' + why +
         '. Nothing you click here will work now. Press <b>Reload</b> to open it again.' + codeLine());
  }
  function trying() {
    if (lostFor) { return; }
    show('fl-kernel-wait', 'connecting', '<b>Connection to the game server interrupted</b> — trying again…' +
         ' If this stays, press <b>Reload</b>.' + codeLine());
  }
  function hook() {
    var app = window.jupyterapp, wm = app && app.widgetManager, k = wm && wm.kernel;
    if (!k || !k.statusChanged) { return false; }
    k.statusChanged.connect(function (_k, s) {
      if (s === 'dead' || s === 'restarting' || s === 'autorestarting') { lost('kernel'); }
    });
    k.connectionStatusChanged.connect(function (_k, s) {
      if (s === 'connected') { wasConnected = true; hide(); }
      else if (s === 'connecting' && wasConnected) { trying(); }
      else if (s === 'disconnected') { lost('connection'); }
    });
    wasConnected = k.connectionStatus === 'connected';
    if (k.status === 'dead') { lost('kernel'); }
    return true;
  }
  var tries = 0;
  var hooking = setInterval(function () { if (hook() || ++tries > 600) { clearInterval(hooking); } }, 200);
  function check() {
    if (lostFor || !kernelId || !window.fetch) { return; }
    fetch(base + 'api/kernels/' + kernelId, {cache: 'no-store', credentials: 'same-origin'}).then(function (r) {
      if (r.status === 404) { lost('kernel'); return; }
      misses = 0;
      return r.json().then(function (m) { if (m && m.execution_state === 'dead') { lost('kernel'); } });
    }).catch(function () { if (++misses >= 2) { lost('server'); } });
  }
  setInterval(check, 5000);
})();
</script>
"""


def watch_connection() -> Any:
    """Put the connection watcher in the page being built (call it in a cell of a Voila page).

    Returns the displayed object's handle (``None`` outside IPython)."""
    try:
        from IPython import get_ipython
        from IPython.display import HTML, display
    except ImportError:  # pragma: no cover
        return None
    if get_ipython() is None:
        return None
    return display(HTML(WATCH_SCRIPT))
