// mtgrules serve: step through a scenario and read rules beside the log.
// Plain JavaScript, no libraries; the pages work without it (all steps shown, rule links
// open their own page).
(function () {
  "use strict";

  // ---- rule numbers open beside the log
  var panel = document.getElementById("rule-panel-body");
  document.addEventListener("click", function (ev) {
    var a = ev.target.closest ? ev.target.closest("a.rule-ref") : null;
    if (!a || !panel || ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
    ev.preventDefault();
    var number = a.getAttribute("data-rule");
    fetch("/rules/" + encodeURIComponent(number) + "?fragment=1", {credentials: "same-origin"})
      .then(function (r) { return r.text(); })
      .then(function (html) {
        panel.innerHTML = html; // server-rendered and escaped
        panel.parentElement.classList.add("open");
        panel.parentElement.scrollTop = 0;
      })
      .catch(function () { window.location.href = a.href; });
  });

  // ---- one step at a time
  var steps = Array.prototype.slice.call(document.querySelectorAll("section.step"));
  var stepper = document.querySelector(".stepper");
  var links = Array.prototype.slice.call(document.querySelectorAll("a.step-link"));
  var current = 0;
  var all = false;
  function show(i) {
    if (!steps.length) return;
    current = Math.max(0, Math.min(steps.length - 1, i));
    steps.forEach(function (s, k) { s.hidden = !all && k !== current; });
    links.forEach(function (l, k) { l.classList.toggle("current", k === current); });
    var pos = document.getElementById("step-pos");
    if (pos) pos.textContent = all ? "all steps" : "step " + current + " of " + (steps.length - 1);
    document.getElementById("prev").disabled = all || current === 0;
    document.getElementById("next").disabled = all || current === steps.length - 1;
  }
  if (steps.length && stepper) {
    stepper.hidden = false;
    var start = 0;
    var m = /^#step-(\d+)$/.exec(window.location.hash);
    if (m) start = parseInt(m[1], 10);
    else {
      var bad = document.querySelector("a.step-link.bad");
      if (bad) start = parseInt(bad.getAttribute("data-step"), 10);
    }
    show(start);
    document.getElementById("prev").addEventListener("click", function () { show(current - 1); });
    document.getElementById("next").addEventListener("click", function () { show(current + 1); });
    document.getElementById("show-all").addEventListener("click", function (ev) {
      all = !all;
      ev.target.textContent = all ? "One step at a time" : "Show all steps";
      show(current);
    });
    links.forEach(function (l) {
      l.addEventListener("click", function (ev) {
        ev.preventDefault();
        all = false;
        show(parseInt(l.getAttribute("data-step"), 10));
      });
    });
    document.addEventListener("keydown", function (ev) {
      if (ev.target && (ev.target.tagName === "TEXTAREA" || ev.target.tagName === "INPUT")) return;
      if (ev.key === "ArrowRight" || ev.key === "j") show(current + 1);
      if (ev.key === "ArrowLeft" || ev.key === "k") show(current - 1);
    });
  }

  // ---- the editor: Tab indents, Ctrl+Enter runs
  var ta = document.getElementById("yaml");
  if (ta) {
    ta.addEventListener("keydown", function (ev) {
      if (ev.key === "Tab" && !ev.shiftKey) {
        ev.preventDefault();
        var s = ta.selectionStart, e = ta.selectionEnd;
        ta.value = ta.value.slice(0, s) + "  " + ta.value.slice(e);
        ta.selectionStart = ta.selectionEnd = s + 2;
      } else if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) {
        ev.preventDefault();
        ta.form.submit();
      }
    });
  }
})();
