// RAII owners for the Graphviz C API (after graphviz's lib/cgraph++/AGraph.h and lib/gvc++/GVLayout.cpp):
// move-only, freed in destructors (agclose / gvFreeLayout / gvFreeContext), every return code checked,
// Graphviz's error text (aglasterr and the error callback) turned into a GraphvizError.
//
// Graphviz keeps global state (error buffers, symbol tables, plugin registry) and is not thread-safe.
// Every use of these classes must hold graphvizMutex() for the whole sequence (parse, layout, read back,
// free); layoutGraph does. In effect all Graphviz calls happen on one thread at a time.
//
// Graphviz types are only forward-declared here so users of this header need no Graphviz include path.
#pragma once

#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>

struct Agraph_s;
struct GVC_s;

namespace fusescope::gv {

class GraphvizError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The one lock every Graphviz call sequence holds.
std::mutex& graphvizMutex();

// Owns a GVC_t (plugins loaded from the installed Graphviz configuration).
class Context {
 public:
  Context();                                   // throws GraphvizError when gvContext fails
  ~Context();
  Context(Context&& other) noexcept;
  Context& operator=(Context&& other) noexcept;
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  GVC_s* get() const { return gvc_; }

 private:
  GVC_s* gvc_ = nullptr;
};

// Owns an Agraph_t (root graph).
class Graph {
 public:
  // Parses DOT text with agmemread; throws GraphvizError with Graphviz's message on a syntax error.
  static Graph fromDot(std::string_view dot);

  ~Graph();
  Graph(Graph&& other) noexcept;
  Graph& operator=(Graph&& other) noexcept;
  Graph(const Graph&) = delete;
  Graph& operator=(const Graph&) = delete;

  Agraph_s* get() const { return graph_; }
  int nodeCount() const;
  int edgeCount() const;
  std::string name() const;

 private:
  explicit Graph(Agraph_s* graph) : graph_(graph) {}
  Agraph_s* graph_ = nullptr;
};

// A layout computed by `engine` ("dot", "neato", "sfdp", ...) on a graph; gvFreeLayout in the destructor.
// The context and the graph must outlive it.
class Layout {
 public:
  Layout(Context& context, Graph& graph, const std::string& engine);   // throws GraphvizError
  ~Layout();
  Layout(Layout&& other) noexcept;
  Layout& operator=(Layout&& other) noexcept;
  Layout(const Layout&) = delete;
  Layout& operator=(const Layout&) = delete;

  // Renders the laid-out graph with one of Graphviz's output formats ("dot", "xdot", "svg", "plain", ...).
  std::string render(const std::string& format) const;

 private:
  void release() noexcept;
  GVC_s* gvc_ = nullptr;
  Agraph_s* graph_ = nullptr;
};

// The process-wide context (created on first use; plugin loading is not free). Hold graphvizMutex().
Context& sharedContext();

}  // namespace fusescope::gv
