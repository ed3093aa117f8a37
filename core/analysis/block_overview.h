// A large graph as the blocks of the model it came from: the layers named by fusescope_modules.json where
// the capture has module paths, else the stretches of the graph that repeat (the same ops, shapes and
// source lines: a transformer's 48 layers), numbered in graph order. Every node is in exactly one block;
// what no evidence places is a remainder block named by where it sits ("before block 0"). Each block
// carries its kernels, fusions and refusals, and blocks that repeat are compared by how they fused: the
// "×48 like block 0" of the overview, and the one block that fused differently from its siblings.
#pragma once

#include <string>
#include <vector>

#include "analysis/capture_kernels.h"
#include "graph/graph.h"
#include "sched/trace.h"
#include "source/source_map.h"

namespace fusescope::analysis {

enum class BlockEvidence { ModulePaths, RepeatedOps, Remainder };
// "fusescope_modules.json", "repeated ops, shapes and source lines", "between blocks"
const char* toString(BlockEvidence evidence);

struct Block {
  std::string name;                 // "layers.3", "block 3", "before block 0"
  std::vector<std::string> path;    // enclosing names outermost first: {"layers", "layers.3"}, {"block 3"}
  std::string detail;               // "LlamaDecoderLayer" (module class), "decoder_layer(…) at modeling_llama.py:405"
                                    // (the call its nodes' stack traces share) or "modeling_llama.py:58-312" (its lines)
  std::string detailFrom;           // which evidence gave `detail`, in words; empty with no detail
  BlockEvidence evidence = BlockEvidence::Remainder;
  std::vector<NodeId> nodes;        // sorted
  int repeat = -1;                  // shared by blocks whose ops, shapes and source lines are the same; -1: unique
  int kernels = 0;                  // kernels holding any of its nodes
  int fusions = 0;                  // merges inside the block: sum over its kernels of (its nodes there - 1)
  int refusals = 0;                 // pairs of its nodes the replay refused (each pair once)
  int sharedKernels = 0;            // of `kernels`, those also holding nodes of another block
  int fusesLike = -1;               // the first block of its repeat that fused the same way (itself when first)
  bool fusesDifferently = false;    // a repeat whose siblings mostly fused another way
  std::string difference;           // fusesDifferently: the first node that fused unlike its counterpart, in words
  int usual = -1;                   // the first block of the fusion most of its repeat has; -1: unique
};

struct BlockOverview {
  std::vector<Block> blocks;        // in graph order of their first node
  std::vector<int> blockOfNode;     // NodeId -> index into blocks
  BlockEvidence evidence = BlockEvidence::Remainder;   // what named the blocks (Remainder: nothing did)
  int repeats = 0;                  // distinct repeat ids
  analysis::KernelSource kernelsFrom = analysis::KernelSource::Replay;
};

BlockOverview blockOverview(const Graph& graph, const source::SourceMap& sources, const sched::Trace& trace,
                            const CaptureKernels& kernels);

// The same with the kernels every front end shows by default: Inductor's recorded result when the capture
// has one (ir_post_fusion.txt), else the replay's final kernels.
BlockOverview blockOverview(const Graph& graph, const source::SourceMap& sources, const sched::Trace& trace);

// Where a node sits, outermost first: "block 17 › op1204", "before block 0 › op3"; with module paths its
// modules inside the layer too: "layers.17 › mlp › up_proj › op1204".
std::string blockBreadcrumb(const BlockOverview& overview, const Graph& graph, const source::SourceMap& sources,
                            NodeId node);

// Consecutive blocks (in graph order) that repeat one another and fused the same way: what the overview
// draws as one box "block 1 - block 23: ×23 like block 1". A block alone is a run of one. The shortest
// period that repeats is taken: 1 where neighbours are alike, else 2 where two kinds of block alternate
// (A B A B: a Llama whose residual sum Inductor keeps in a buffer every other layer, so odd and even
// layers fuse differently, each like the layer two before it), at least two of each.
struct AlikeRun {
  size_t first = 0, last = 0;       // indices into BlockOverview::blocks, inclusive
  size_t period = 1;                // 1: every block alike; 2: each alike with the block two before
  size_t size() const { return last - first + 1; }
};
std::vector<AlikeRun> alikeRuns(const BlockOverview& overview);

// What a run of more than one block shares, in words, for every front end: "×23 alike: same ops, same
// fusion"; "×343 alike in 2 alternating kinds (17 and 18 nodes): same ops, same fusion as the block two before".
std::string alikeRunNote(const BlockOverview& overview, const AlikeRun& run);

// "layers.3 (LlamaDecoderLayer)", "block 3 · modeling_llama.py:58-312".
std::string blockTitle(const Block& block);

}  // namespace fusescope::analysis
