#include "report/report_script.h"

namespace fusescope::report {

const char* const kReportStyle = R"CSS(
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 2em 3em; color: #1d1d1f; background: #fff; }
h1 { font-size: 1.5em; margin: 0.8em 0 0.2em; } h2 { font-size: 1.2em; margin-top: 1.6em; border-bottom: 1px solid #ddd; }
.trust { padding: 0.5em 0.8em; border-radius: 6px; background: #eef6ee; border: 1px solid #9c9; display: inline-block; }
.trust.differs { background: #fdf1e6; border-color: #e0a060; }
.meta { color: #555; } code, .mono { font-family: ui-monospace, monospace; font-size: 0.95em; }
table { border-collapse: collapse; margin: 0.5em 0; } th, td { border-bottom: 1px solid #e4e4e4; padding: 2px 8px; text-align: left; vertical-align: top; }
th { background: #f4f4f6; position: sticky; top: 0; }
tr.fused td:nth-child(7) { color: #1a7f37; } tr.rejected td:nth-child(7) { color: #b42318; } tr.disagrees { background: #fff3cd; }
#decisions td:nth-child(5), #decisions td:nth-child(6), #kernel-table td:nth-child(2), #kernel-table td:nth-child(3),
#measured-table td:nth-child(1), #measured-table td:nth-child(3) { font-family: ui-monospace, monospace; font-size: 0.95em; }
.picture { overflow: auto; max-width: 100%; max-height: min(80vh, 900px); border: 1px solid #ddd; } .picture svg { max-width: none; }
td { overflow-wrap: anywhere; } pre { max-width: 100%; }
.picture.fit svg { width: 100%; height: auto; } button.fit { margin-left: 1em; }
.filters { margin: 0.5em 0; } .filters input[type=search] { width: 22em; }
.answer { border: 1px solid #ddd; border-radius: 6px; padding: 0.4em 1em; margin: 0.8em 0; }
.no { color: #b42318; } .ok { color: #1a7f37; } a.n { color: #0645ad; text-decoration: underline dotted; cursor: pointer; }
.found > * { stroke: #d62728 !important; stroke-width: 4px !important; }
pre.source { max-height: 30em; overflow: auto; background: #f6f8fa; padding: 0.5em; font-size: 12px; }
.onpath > rect, .onpath > path, .onpath > polygon { stroke: #ff7f0e !important; stroke-width: 3px !important; }
)CSS";

const char* const kReportScript = R"JS(
(function () {
  var table = document.getElementById('decisions');
  // The Decisions rows, from the page's JSON (see decisionData in core/report/html_report.cpp).
  var data = document.getElementById('decision-data');
  if (table && data) {
    var d = JSON.parse(data.textContent), w = d.words, body = table.tBodies[0], frag = document.createDocumentFragment();
    function cell(row, text) { var td = row.insertCell(); td.textContent = text; return td; }
    function side(row, v) {
      var td = row.insertCell();
      if (typeof v === 'string') { td.textContent = v; return; }
      v.forEach(function (name, i) {
        if (i) td.appendChild(document.createTextNode(' '));
        var a = document.createElement('a'); a.className = 'n'; a.textContent = name; td.appendChild(a);
      });
    }
    d.rows.forEach(function (r, i) {
      var tr = document.createElement('tr');
      tr.className = w[r[5]] + (r[9] ? ' disagrees' : '');
      cell(tr, i + 1); cell(tr, r[0]); cell(tr, w[r[1]]); cell(tr, w[r[2]]);
      side(tr, r[3]); side(tr, r[4]);
      cell(tr, w[r[5]]); cell(tr, w[r[6]]); cell(tr, w[r[7]]); cell(tr, w[r[8]]);
      frag.appendChild(tr);
    });
    body.appendChild(frag);
  }
  var text = document.getElementById('filter-text');
  var verdict = document.getElementById('filter-verdict');
  var disagrees = document.getElementById('filter-disagrees');
  var count = document.getElementById('filter-count');
  function applyFilters() {
    if (!table) return;
    var rows = table.tBodies[0].rows, shown = 0, needle = text.value.trim().toLowerCase();
    for (var i = 0; i < rows.length; ++i) {
      var r = rows[i];
      var ok = (!needle || r.textContent.toLowerCase().indexOf(needle) >= 0) &&
               (verdict.value === 'all' || r.classList.contains(verdict.value)) &&
               (!disagrees.checked || r.classList.contains('disagrees'));
      r.hidden = !ok;
      if (ok) ++shown;
    }
    count.textContent = shown === rows.length ? rows.length + ' decisions' : shown + ' of ' + rows.length + ' decisions';
  }
  // A link can carry a filter: report.html#q=no%20shared%20data shows the refusals with that reason.
  var preset = decodeURIComponent(location.hash.replace(/^#q=/, ''));
  if (location.hash.indexOf('#q=') === 0 && text) text.value = preset;
  if (table) {
    [text, verdict, disagrees].forEach(function (e) { e.addEventListener('input', applyFilters); e.addEventListener('change', applyFilters); });
    text.addEventListener('input', function () { history.replaceState(null, '', text.value ? '#q=' + encodeURIComponent(text.value) : '#'); });
    applyFilters();
  }
  // A node name anywhere on the page shows that node in the picture.
  document.addEventListener('click', function (ev) {
    var a = ev.target.closest('a.n');
    if (!a) return;
    ev.preventDefault();
    var g = document.getElementById('node-' + a.textContent);
    if (!g) return;
    document.querySelectorAll('.found').forEach(function (e) { e.classList.remove('found'); });
    g.classList.add('found');
    g.scrollIntoView({block: 'center', inline: 'center'});
  });
  // The picture opens on the asked pair (a large graph's top-left corner is often empty); Fit shows it all.
  var picture = document.querySelector('.picture');
  function centreOn(target) {
    var pr = picture.getBoundingClientRect(), tr = target.getBoundingClientRect();
    picture.scrollLeft += tr.left - pr.left - picture.clientWidth / 2 + tr.width / 2;
    picture.scrollTop += tr.top - pr.top - picture.clientHeight / 2 + tr.height / 2;
  }
  // The first answer's blocking path, drawn on the picture as the window draws it (orange).
  var firstPath = document.querySelector('.answer ol.path');
  if (firstPath) firstPath.querySelectorAll('a.n').forEach(function (a) {
    var g = document.getElementById('node-' + a.textContent);
    if (g) g.classList.add('onpath');
  });
  var mark = document.getElementById('highlight');
  if (picture && mark) centreOn(mark);
  var fit = document.getElementById('fit');
  if (picture && fit) fit.addEventListener('click', function () {
    picture.classList.toggle('fit');
    fit.textContent = picture.classList.contains('fit') ? 'Actual size' : 'Fit to width';
    if (!picture.classList.contains('fit') && mark) centreOn(mark);
  });
  document.body.dataset.ready = '1';
})();
)JS";

}  // namespace fusescope::report
