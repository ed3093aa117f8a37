// fusescope: the desktop debugger (`fusescope --help` lists every option: the graph, its log and rank, the
// policy, step, selection, theme, layout and grouping, a session, --screenshot FILE.png, which renders and
// quits, and --timing, which prints the open and per-step timings to stderr and quits). With no PATH the
// bundled example opens (or the last graph, when File > Reopen Last Graph on Start is ticked; never with
// --screenshot/--timing).
#include <algorithm>
#include <functional>
#include <vector>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <optional>
#include <string_view>

#include "graph_view.h"
#include "main_window.h"
#include "sched/policy.h"
#include "source/source_grouping.h"

using fusescope::gui::MainWindow;
using fusescope::gui::UiTheme;

namespace {

// --help and --version print and exit: they must work without a display (over ssh, in CI), where a
// QApplication aborts on its platform plugin before the parser could answer.
bool onlyPrints(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view a = argv[i];
    if (a == "--") break;
    if (a == "-h" || a == "--help" || a == "--help-all" || a == "-?" || a == "-v" || a == "--version") return true;
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  const std::unique_ptr<QCoreApplication> application =
      onlyPrints(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv) : std::make_unique<QApplication>(argc, argv);
  QCoreApplication& app = *application;
  QCoreApplication::setOrganizationName(QStringLiteral("FuseScope"));
  QCoreApplication::setApplicationName(QStringLiteral("FuseScope"));
  QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0"));

  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("FuseScope: step through PyTorch Inductor's fusion decisions."));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addPositionalArgument(QStringLiteral("path"), QStringLiteral("Capture folder, debug root, ir_pre_fusion.txt or FuseScope JSON (default: the bundled example, or the last graph with File > Reopen Last Graph on Start)."), QStringLiteral("[PATH]"));
  const QCommandLineOption graphOpt(QStringLiteral("graph"), QStringLiteral("Graph inside a debug root."), QStringLiteral("NAME"));
  const QCommandLineOption subgraphOpt(QStringLiteral("subgraph"), QStringLiteral("A subgraph's scheduler run (torch.cond branch, while_loop body, invoke_subgraph; View > Scheduler Runs lists them)."), QStringLiteral("NAME"));
  const QCommandLineOption logOpt(QStringLiteral("fusion-log"), QStringLiteral("Inductor's log for the whole run (TORCH_LOGS_OUT), when it is not beside the graph."), QStringLiteral("FILE"));
  QStringList policies;
  for (const std::string& p : fusescope::sched::policyNames()) policies << QString::fromStdString(p);
  const QCommandLineOption policyOpt(QStringLiteral("policy"), QStringLiteral("Scheduler policy (%1; recorded steps through fusion.log's own decisions).").arg(policies.join(QStringLiteral(", "))), QStringLiteral("P"), QString::fromLatin1(fusescope::sched::kDefaultPolicy));
  const QCommandLineOption rankOpt(QStringLiteral("rank"), QStringLiteral("The rank whose graph to open in a torch.distributed run (View > Ranks lists them; default: the folder's own, else the lowest)."), QStringLiteral("N"));
  const QCommandLineOption noLogOpt(QStringLiteral("no-fusion-log"), QStringLiteral("Open the graph without its fusion log (kernels are compared, decisions are not)."));
  const QCommandLineOption stepOpt(QStringLiteral("step"), QStringLiteral("Step to show (default: the last)."), QStringLiteral("K"));
  const QCommandLineOption selectOpt(QStringLiteral("select"), QStringLiteral("Node or buffer to select."), QStringLiteral("NODE"));
  const QCommandLineOption shotOpt(QStringLiteral("screenshot"), QStringLiteral("Render the window at 1600x1000 to FILE.png once loaded, then exit."), QStringLiteral("FILE.png"));
  const QCommandLineOption sessionOpt(QStringLiteral("session"), QStringLiteral("Open a saved session."), QStringLiteral("FILE"));
  const QCommandLineOption timingOpt(QStringLiteral("timing"), QStringLiteral("Print load and per-step timings to stderr (steps through every decision once), then quit."));
  const QCommandLineOption clustersOpt(QStringLiteral("clusters"), QStringLiteral("Once loaded, lay the graph out with the fusion groups of the shown step as Graphviz clusters (View > Layout with Groups as Clusters; ignored with --timing)."));
  const QCommandLineOption themeOpt(QStringLiteral("theme"), QStringLiteral("Theme for this run: light, dark or system (not saved; default: the View > Theme choice)."), QStringLiteral("T"));
  const QCommandLineOption groupOpt(QStringLiteral("group-by"), QString::fromStdString("Once loaded, View > Group by Source: " + fusescope::source::sourceGroupingNames() + "."), QStringLiteral("G"));
  const QCommandLineOption profileOpt(QStringLiteral("profile"), QStringLiteral("Once loaded, lay this torch.profiler trace of the run over the graph (File > Open Profile...): the Hotspots dock and the heat overlay."), QStringLiteral("TRACE"));
  const QCommandLineOption timingStepsOpt(QStringLiteral("timing-steps"), QStringLiteral("With --timing: sweep at most N steps, evenly spread, instead of every one (a 20,000-node graph has tens of thousands)."), QStringLiteral("N"));
  const QCommandLineOption collapseOpt(QStringLiteral("collapse"), QStringLiteral("Once loaded, View > Collapse Groups."));
  parser.addOptions({profileOpt, graphOpt, logOpt, noLogOpt, subgraphOpt, rankOpt, policyOpt, stepOpt, selectOpt, shotOpt, sessionOpt, timingOpt, timingStepsOpt, themeOpt, clustersOpt,
                     groupOpt, collapseOpt});
  parser.process(app);   // --help / --version exit here
  QApplication::setDesktopFileName(QStringLiteral("fusescope"));
  Q_INIT_RESOURCE(fusescope);   // the qrc lives in the widgets library (static in a Release build)
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/fusescope.svg")));

  const bool screenshot = parser.isSet(shotOpt);
  const bool timing = parser.isSet(timingOpt);
  const int timingSteps = parser.isSet(timingStepsOpt) ? std::max(1, parser.value(timingStepsOpt).toInt()) : 0;
  const bool clusters = parser.isSet(clustersOpt) && !timing;   // --timing measures the normal layout
  MainWindow::Options options;
  options.restoreSettings = !screenshot && !timing;
  options.useSettings = !screenshot && !timing;
  std::optional<UiTheme> theme;
  if (parser.isSet(themeOpt)) {
    theme = fusescope::gui::parseTheme(parser.value(themeOpt));
    if (!theme) {
      std::fprintf(stderr, "fusescope: --theme expects light, dark or system, got '%s'\n", qPrintable(parser.value(themeOpt)));
      return 2;
    }
  }
  MainWindow window(options);
  if (theme) window.setTheme(*theme, false);

  MainWindow::Pending pending;
  if (parser.isSet(stepOpt)) {
    bool ok = false;
    pending.step = parser.value(stepOpt).toInt(&ok);
    if (!ok || pending.step < 0) {
      std::fprintf(stderr, "fusescope: --step expects a non-negative integer, got '%s'\n", qPrintable(parser.value(stepOpt)));
      return 2;
    }
  }
  pending.select = parser.value(selectOpt);
  std::optional<fusescope::source::SourceGrouping> groupBy;
  if (parser.isSet(groupOpt)) {
    groupBy = fusescope::source::sourceGroupingNamed(parser.value(groupOpt).toStdString());
    if (!groupBy) {
      std::fprintf(stderr, "fusescope: --group-by expects %s, got '%s'\n", fusescope::source::sourceGroupingNames().c_str(),
                   qPrintable(parser.value(groupOpt)));
      return 2;
    }
  }
  const bool collapse = parser.isSet(collapseOpt);
  QString profileTrace = parser.value(profileOpt);
  QObject::connect(&window, &MainWindow::loaded, &app, [&] {
    if (groupBy) window.setSourceGrouping(groupBy);
    if (collapse) window.setCollapseGroups(true);
    if (!profileTrace.isEmpty()) {
      window.openProfile(profileTrace);   // once: later graphs of the run are measured in the same trace
      profileTrace.clear();
    }
  });

  int exitCode = 0;
  QElapsedTimer sinceStart;
  sinceStart.start();
  if (screenshot || timing) {
    window.setErrorHandler([&](const QString& title, const QString& message) {
      std::fprintf(stderr, "fusescope: %s: %s\n", qPrintable(title), qPrintable(message));
    });
    QObject::connect(&window, &MainWindow::loadFailed, &app, [&](const QString&) {
      exitCode = 1;
      QTimer::singleShot(0, &app, [] { QApplication::exit(1); });
    });
  }
  const QString shotFile = parser.value(shotOpt);
  bool done = false;
  bool stepsMeasured = false, layoutReported = false;  // --timing exits once both are printed
  // With --profile, the steps are timed once the profile is measured: with the heat overlay and the
  // Hotspots dock following each step, as a user with a profile steps.
  const bool timeWithProfile = timing && parser.isSet(profileOpt);
  bool profileLanded = false, stepsWaitForProfile = false;
  std::function<void()> measureSteps;
  QObject::connect(&window, &MainWindow::profileMeasured, &app, [&](bool ok) {
    if (!timing || profileLanded) return;
    profileLanded = true;
    std::fprintf(stderr, "profile %s: %.1f ms after start\n", ok ? "measured" : "not measured",
                 static_cast<double>(sinceStart.nsecsElapsed()) / 1e6);
    if (stepsWaitForProfile) QTimer::singleShot(0, &app, measureSteps);
  });
  QObject::connect(&window, &MainWindow::loaded, &app, [&] {
    if (done) return;
    done = true;
    if (timing) {
      // First picture: let the event loop paint once, then report. (Read the result only then: a
      // finished Graphviz layout replaces it in between.)
      measureSteps = [&] {
        QElapsedTimer firstPaint;
        firstPaint.start();
        window.repaint();
        const double paintMs = static_cast<double>(firstPaint.nsecsElapsed()) / 1e6;
        const auto* r = window.result();
        std::fprintf(stderr, "open-to-first-picture: %.1f ms (import %.1f, schedule %.1f, analysis %.1f, layout %.1f, "
                             "first paint %.1f ms; %s)\n",
                     static_cast<double>(sinceStart.nsecsElapsed()) / 1e6, r->importMs, r->scheduleMs, r->analysisMs,
                     r->layoutMs, paintMs,
                     qPrintable(r->geometry ? r->geometry->strategy : QString()));
        const int n = window.stepCount();
        // Every step, or (--timing-steps N) N of them evenly spread: each one a jump of n / N decisions.
        const int stride = timingSteps > 0 ? std::max(1, n / timingSteps) : 1;
        std::vector<double> sweep;
        for (int k = 0; k <= n; k += stride) {
          window.setStep(k);
          sweep.push_back(window.lastStepMs());
        }
        for (int k = n; k >= 0; k -= stride) {
          window.setStep(k);
          sweep.push_back(window.lastStepMs());
        }
        double total = 0;
        for (double ms : sweep) total += ms;
        std::sort(sweep.begin(), sweep.end());
        std::fprintf(stderr, "steps: %zu of %d forward + back, mean %.3f ms, median %.3f ms, worst %.3f ms per step (scene update, no paint%s)\n",
                     sweep.size(), n, total / static_cast<double>(std::max<size_t>(1, sweep.size())), sweep[sweep.size() / 2],
                     sweep.back(), window.heatOverlay() ? "; heat overlay and Hotspots dock on" : "");
        QElapsedTimer paint;
        std::vector<double> paints;
        for (int k = 0; k < std::min(n, 50); ++k) {
          paint.restart();
          window.setStep(n / 2 + k <= n ? n / 2 + k : k);
          window.repaint();
          paints.push_back(static_cast<double>(paint.nsecsElapsed()) / 1e6);
        }
        std::sort(paints.begin(), paints.end());
        if (!paints.empty())
          std::fprintf(stderr, "step incl. repaint of the window: median %.1f ms, worst %.1f ms over %zu steps\n",
                       paints[paints.size() / 2], paints.back(), paints.size());
        // What a user waits for: the step, then Qt's own repaint of what it marked dirty (the update
        // request the event loop would deliver next), not a repaint of every dock.
        std::vector<double> updates;
        for (int k = 0; k < std::min(n, 200); ++k) {
          paint.restart();
          window.setStep(n / 3 + k <= n ? n / 3 + k : k);
          QCoreApplication::sendPostedEvents(nullptr, QEvent::UpdateRequest);
          updates.push_back(static_cast<double>(paint.nsecsElapsed()) / 1e6);
        }
        std::sort(updates.begin(), updates.end());
        if (!updates.empty())
          std::fprintf(stderr, "step incl. Qt's repaint of what changed: median %.1f ms, p95 %.1f ms, worst %.1f ms over %zu steps\n",
                       updates[updates.size() / 2], updates[updates.size() * 95 / 100], updates.back(), updates.size());
        // The overview: the whole graph repainted at the fit zoom (what each frame of a pan or zoom there
        // costs), with the model's blocks drawn as boxes and with every node drawn.
        if (fusescope::gui::GraphView* view = window.graphView(); view && view->graphScene()) {
          for (const bool boxes : {true, false}) {
            view->setSemanticZoom(boxes);
            view->fitAll();
            std::vector<double> frames;
            for (int k = 0; k < 20; ++k) {
              paint.restart();
              view->viewport()->repaint();
              frames.push_back(static_cast<double>(paint.nsecsElapsed()) / 1e6);
            }
            std::sort(frames.begin(), frames.end());
            std::fprintf(stderr, "overview repaint at the fit zoom, %s: median %.1f ms (%.0f frames/s), %d of %zu blocks as boxes\n",
                         boxes ? "blocks as boxes" : "every node", frames[frames.size() / 2], 1000.0 / std::max(0.001, frames[frames.size() / 2]),
                         view->graphScene()->closedBlockCount(), view->blockShapes().size());
          }
          view->setSemanticZoom(true);
        }
        stepsMeasured = true;
        if (!screenshot && (layoutReported || !window.layoutPending())) QApplication::exit(0);
      };
      if (timeWithProfile && !profileLanded) stepsWaitForProfile = true;
      else QTimer::singleShot(0, &app, measureSteps);
    }
    if (window.layoutPending()) return;   // the final layout arrives with layoutFinished
    if (clusters) {
      window.setClusterLayout(true);      // shoot once the clusters are in (clusterLayoutChanged)
      return;
    }
    if (screenshot) {
      QTimer::singleShot(timing ? 50 : 0, &app, [&] {
        QApplication::processEvents();
        const QPixmap pix = window.grab();
        if (!pix.save(shotFile, "PNG")) {
          std::fprintf(stderr, "fusescope: cannot write %s\n", qPrintable(shotFile));
          QApplication::exit(1);
          return;
        }
        std::fprintf(stderr, "fusescope: wrote %s (%dx%d) %.0f ms after start\n", qPrintable(shotFile), pix.width(),
                     pix.height(), static_cast<double>(sinceStart.nsecsElapsed()) / 1e6);
        QApplication::exit(0);
      });
    }
  });

  QObject::connect(&window, &MainWindow::layoutFinished, &app, [&] {
    if (timing) {
      std::fprintf(stderr, "graphviz layout in: %.1f ms after start (layout %.1f ms)\n",
                   static_cast<double>(sinceStart.nsecsElapsed()) / 1e6, window.result()->layoutMs);
      QElapsedTimer paint;
      paint.start();
      window.repaint();
      std::fprintf(stderr, "repaint with the Graphviz layout: %.1f ms\n", static_cast<double>(paint.nsecsElapsed()) / 1e6);
    }
    if (clusters) {
      window.setClusterLayout(true);
    } else if (screenshot) {
      QTimer::singleShot(0, &app, [&] {
        if (pending.step >= 0) window.setStep(pending.step);
        if (!pending.select.isEmpty()) window.selectByName(pending.select, true);
        QApplication::processEvents();
        const bool ok = window.grab().save(shotFile, "PNG");
        std::fprintf(stderr, "fusescope: %s %s\n", ok ? "wrote" : "cannot write", qPrintable(shotFile));
        QApplication::exit(ok ? 0 : 1);
      });
    } else if (timing) {
      layoutReported = true;
      if (stepsMeasured) QApplication::exit(0);  // else the step measurement exits when it is done
    }
  });

  QObject::connect(&window, &MainWindow::clusterLayoutChanged, &app, [&](bool on) {
    if (!on) std::fprintf(stderr, "fusescope: no cluster layout: %s\n", qPrintable(window.lastStatus()));
    if (!screenshot) return;
    QTimer::singleShot(0, &app, [&] {
      QApplication::processEvents();
      const bool ok = window.grab().save(shotFile, "PNG");
      std::fprintf(stderr, "fusescope: %s %s\n", ok ? "wrote" : "cannot write", qPrintable(shotFile));
      QApplication::exit(ok ? 0 : 1);
    });
  });

  // Screenshots and timings are taken at one size; a user's window keeps its saved or screen-fitted size.
  if (screenshot || timing) window.resizeWithDocks(QSize(1600, 1000));
  window.show();
  if (parser.isSet(sessionOpt)) {
    window.openSessionFrom(parser.value(sessionOpt));
  } else {
    const QStringList args = parser.positionalArguments();
    const QString policy = parser.value(policyOpt);
    if (args.isEmpty()) {
      // The bundled example, or the last graph when File > Reopen Last Graph on Start is ticked.
      window.openAtStart(pending, parser.isSet(policyOpt) ? policy : QString());
    } else {
      bool rankOk = true;
      const int rank = parser.isSet(rankOpt) ? parser.value(rankOpt).toInt(&rankOk) : -1;
      if (!rankOk || rank < -1) {
        std::fprintf(stderr, "fusescope: --rank needs a rank number (0, 1, ...), got '%s'\n", qPrintable(parser.value(rankOpt)));
        return 2;
      }
      window.openPath(args.first(), parser.value(graphOpt), pending, policy, parser.value(logOpt), parser.value(subgraphOpt),
                      rank, parser.isSet(noLogOpt));
    }
  }
  const int rc = app.exec();
  return exitCode ? exitCode : rc;
}
