#include "layout/fusion_group_view.h"

namespace fusescope {

std::vector<FusionGroupView> recordedKernelGroups(const Graph& graph) {
  std::vector<FusionGroupView> groups;
  for (const RecordedKernel& kernel : graph.inductor.kernels) {
    FusionGroupView view{kernel.name, {}};
    for (const std::string& member : kernel.members)
      if (const Node* node = graph.findNode(member)) view.members.push_back(node->id);
    if (!view.members.empty()) groups.push_back(std::move(view));
  }
  return groups;
}

std::string dotQuoted(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    if (static_cast<unsigned char>(c) < 0x20) continue;
    out += c;
  }
  return out + '"';
}

}  // namespace fusescope
