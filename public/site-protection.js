/*
 * The client side of SITE_PROTECTION (decision 019), loaded only when it is on, at the top of the
 * page's head, before anything of the page is parsed. Its texts, in the page's language, are in
 * its data-text attribute.
 * - Signs of automation (navigator.webdriver and the like): the product stops loading and the page
 *   becomes the protective page.
 * - Otherwise right-click, text selection, printing and the developer shortcuts are disabled,
 *   except in form fields and on what is marked data-copyable (deposit addresses, authenticator
 *   keys and their copy buttons), and open developer tools (checked every 500 ms: the window 160 px
 *   wider or taller than the page) cover the page with a notice until they are closed.
 * It adds no element to the page React hydrates: its styles are constructed stylesheets.
 */
(function () {
  "use strict";
  var text = JSON.parse(document.currentScript.getAttribute("data-text") || "{}");

  function automated() {
    var nav = window.navigator;
    if (nav.webdriver === true) return true;
    if (/HeadlessChrome|PhantomJS/i.test(nav.userAgent)) return true;
    // Every real browser has at least one preferred language; early headless Chrome had none.
    if (nav.languages && nav.languages.length === 0) return true;
    // Left behind by PhantomJS, Nightmare, Selenium and ChromeDriver.
    var markers = ["callPhantom", "_phantom", "__nightmare", "domAutomation", "domAutomationController", "_selenium", "__webdriver_evaluate", "__selenium_unwrapped", "__fxdriver_unwrapped"];
    for (var i = 0; i < markers.length; i++) if (markers[i] in window) return true;
    return document.documentElement.getAttribute("webdriver") !== null;
  }

  if (automated()) {
    window.stop();
    var body = document.createElement("body");
    body.setAttribute("style", "font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5");
    body.appendChild(document.createElement("h1")).textContent = text.title || "";
    body.appendChild(document.createElement("p")).textContent = text.detail || "";
    if (document.body) document.documentElement.replaceChild(body, document.body);
    else document.documentElement.appendChild(body);
    document.title = text.title || "";
    return;
  }

  var ALLOWED = "input, textarea, select, [contenteditable]:not([contenteditable='false']), [data-copyable]";
  function allowed(target) {
    var element = target && target.nodeType === 3 ? target.parentElement : target;
    return Boolean(element && element.closest && element.closest(ALLOWED));
  }
  function unlessAllowed(event) {
    if (!allowed(event.target)) event.preventDefault();
  }
  document.addEventListener("contextmenu", unlessAllowed, true);
  document.addEventListener("selectstart", unlessAllowed, true);

  // By the physical key, so Option on a Mac (which changes event.key) makes no difference.
  window.addEventListener(
    "keydown",
    function (event) {
      var code = event.code;
      var command = event.ctrlKey || event.metaKey;
      var blocked =
        code === "F12" ||
        (command && code === "KeyP") ||
        (command && code === "KeyU") ||
        (command && (event.shiftKey || event.altKey) && (code === "KeyI" || code === "KeyJ" || code === "KeyC"));
      if (blocked) event.preventDefault();
    },
    true,
  );

  function cssString(value) {
    return '"' + String(value || "").replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\a ") + '"';
  }
  function sheet(css) {
    var constructed = new CSSStyleSheet();
    constructed.replaceSync(css);
    return constructed;
  }
  // Browsers without constructed stylesheets (Safari before 16.4) keep the event handlers only.
  if (!("adoptedStyleSheets" in document) || typeof CSSStyleSheet.prototype.replaceSync !== "function") return;

  document.adoptedStyleSheets = document.adoptedStyleSheets.concat(
    sheet(
      "html{-webkit-user-select:none;user-select:none}" +
        "input,textarea,select,[contenteditable],[data-copyable]{-webkit-user-select:text;user-select:text}" +
        "@media print{body{display:none!important}html::before{content:" +
        cssString(text.print) +
        ";display:block;margin:2rem;font:1.25rem/1.5 system-ui,sans-serif}}",
    ),
  );

  var overlay = sheet(
    "html::after{content:" +
      cssString(text.devtools) +
      ";position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;padding:2rem;" +
      "text-align:center;background:#0f172a;color:#fff;font:600 1.25rem/1.5 system-ui,sans-serif}",
  );
  var THRESHOLD = 160;
  function checkDeveloperTools() {
    var wider = window.outerWidth - window.innerWidth > THRESHOLD;
    var taller = window.outerHeight - window.innerHeight > THRESHOLD;
    // Both at once is a zoomed page rather than a docked panel (the reasoning of devtools-detect).
    var open = wider !== taller;
    var sheets = document.adoptedStyleSheets;
    var shown = sheets.indexOf(overlay) !== -1;
    if (open && !shown) document.adoptedStyleSheets = sheets.concat(overlay);
    if (!open && shown) document.adoptedStyleSheets = sheets.filter(function (s) { return s !== overlay; });
  }
  // Phones and tablets have no developer tools to open, and their toolbars come and go.
  if (window.matchMedia("(pointer: fine)").matches) {
    checkDeveloperTools();
    window.setInterval(checkDeveloperTools, 500);
  }
})();
