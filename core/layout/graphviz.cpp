#include "layout/graphviz.h"

#include <cstdarg>
#include <cstdlib>
#include <string>
#include <utility>

#include <gvc.h>

namespace fusescope::gv {
namespace {

// Graphviz reports errors through a global callback; collect them here (guarded by graphvizMutex) instead
// of letting them go to stderr, so they can be put into the exception.
std::string& collectedErrors() {
  static std::string text;
  return text;
}

int collectError(char* message) {
  collectedErrors() += message;
  return 0;
}

void installErrorSink() {
  static bool installed = false;
  if (!installed) {
    agseterrf(collectError);
    agseterr(AGERR);   // warnings are not failures; only errors are kept
    installed = true;
  }
  collectedErrors().clear();
  agreseterrors();
}

// The best description of what just went wrong: the callback text, else aglasterr(), else `fallback`.
std::string lastErrorText(const std::string& fallback) {
  std::string text = collectedErrors();
  if (text.empty()) {
    if (char* last = aglasterr()) {
      text = last;
      std::free(last);
    }
  }
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return text.empty() ? fallback : fallback + ": " + text;
}

}  // namespace

std::mutex& graphvizMutex() {
  static std::mutex mutex;
  return mutex;
}

Context::Context() {
  installErrorSink();
  gvc_ = gvContext();
  if (gvc_ == nullptr) throw GraphvizError(lastErrorText("gvContext failed"));
}

Context::~Context() {
  if (gvc_ != nullptr) gvFreeContext(gvc_);
}

Context::Context(Context&& other) noexcept : gvc_(std::exchange(other.gvc_, nullptr)) {}

Context& Context::operator=(Context&& other) noexcept {
  if (this != &other) {
    if (gvc_ != nullptr) gvFreeContext(gvc_);
    gvc_ = std::exchange(other.gvc_, nullptr);
  }
  return *this;
}

Context& sharedContext() {
  static Context context;
  return context;
}

Graph Graph::fromDot(std::string_view dot) {
  installErrorSink();
  const std::string text(dot);   // agmemread needs a NUL-terminated buffer
  Agraph_t* graph = agmemread(text.c_str());
  if (graph == nullptr) throw GraphvizError(lastErrorText("cannot parse DOT text"));
  if (agerrors() > 0) {
    agclose(graph);
    throw GraphvizError(lastErrorText("cannot parse DOT text"));
  }
  return Graph(graph);
}

Graph::~Graph() {
  if (graph_ != nullptr) agclose(graph_);
}

Graph::Graph(Graph&& other) noexcept : graph_(std::exchange(other.graph_, nullptr)) {}

Graph& Graph::operator=(Graph&& other) noexcept {
  if (this != &other) {
    if (graph_ != nullptr) agclose(graph_);
    graph_ = std::exchange(other.graph_, nullptr);
  }
  return *this;
}

int Graph::nodeCount() const { return graph_ != nullptr ? agnnodes(graph_) : 0; }
int Graph::edgeCount() const { return graph_ != nullptr ? agnedges(graph_) : 0; }
std::string Graph::name() const { return graph_ != nullptr ? std::string(agnameof(graph_)) : std::string(); }

Layout::Layout(Context& context, Graph& graph, const std::string& engine) {
  if (context.get() == nullptr || graph.get() == nullptr) throw GraphvizError("layout of a moved-from graph or context");
  installErrorSink();
  if (gvLayout(context.get(), graph.get(), engine.c_str()) != 0)
    throw GraphvizError(lastErrorText("Graphviz layout '" + engine + "' failed"));
  gvc_ = context.get();
  graph_ = graph.get();
}

void Layout::release() noexcept {
  if (gvc_ != nullptr && graph_ != nullptr) gvFreeLayout(gvc_, graph_);
  gvc_ = nullptr;
  graph_ = nullptr;
}

Layout::~Layout() { release(); }

Layout::Layout(Layout&& other) noexcept
    : gvc_(std::exchange(other.gvc_, nullptr)), graph_(std::exchange(other.graph_, nullptr)) {}

Layout& Layout::operator=(Layout&& other) noexcept {
  if (this != &other) {
    release();
    gvc_ = std::exchange(other.gvc_, nullptr);
    graph_ = std::exchange(other.graph_, nullptr);
  }
  return *this;
}

std::string Layout::render(const std::string& format) const {
  if (gvc_ == nullptr) throw GraphvizError("render of a moved-from layout");
  installErrorSink();
  char* data = nullptr;
  unsigned int length = 0;
  if (gvRenderData(gvc_, graph_, format.c_str(), &data, &length) != 0) {
    if (data != nullptr) gvFreeRenderData(data);
    throw GraphvizError(lastErrorText("Graphviz render as '" + format + "' failed"));
  }
  std::string result(data != nullptr ? data : "", length);
  gvFreeRenderData(data);
  return result;
}

}  // namespace fusescope::gv
