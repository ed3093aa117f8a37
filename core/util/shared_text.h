// A text, or a piece of one, that may be shared rather than copied. The graph's part of a run's fusion log
// is a view into the text the run's LogCache keeps (a 500 MB log's part was held twice while a graph
// opened, the cache's copy and the cut), and an index entry's log is a view into the bytes read.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace fusescope {

struct SharedText {
  std::shared_ptr<const std::string> owner;   // keeps `view` alive; null for an empty text
  std::string_view view;

  static SharedText own(std::string text) {
    auto owner = std::make_shared<const std::string>(std::move(text));
    return {owner, *owner};
  }
  // [begin, begin + size) of `owner`, clamped to it.
  static SharedText slice(std::shared_ptr<const std::string> owner, std::size_t begin, std::size_t size) {
    if (!owner) return {};
    const std::string_view whole(*owner);
    const std::string_view part = whole.substr(std::min(begin, whole.size()), size);
    return {std::move(owner), part};
  }
  std::size_t size() const { return view.size(); }
  bool empty() const { return view.empty(); }
};

}  // namespace fusescope
