// A text, or a piece of one, that may be shared rather than copied. The graph's part of a run's fusion log
// is a view into the text the run's LogCache keeps (a 500 MB log's part was held twice while a graph
// opened, the cache's copy and the cut), and an index entry's log is a view into the entry file, mapped
// (util/mapped_text_file.h) so that its pages need not stay in memory once read.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace fusescope {

struct SharedText {
  std::shared_ptr<const void> owner;   // keeps `view` alive (a string or a file mapping); null for an empty text
  std::string_view view;
  bool mapped = false;                 // `view` lies in a read-only file mapping (see releasePages)

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
  // [begin, begin + size) of `whole`'s view, clamped to it, sharing its owner.
  static SharedText slice(const SharedText& whole, std::size_t begin, std::size_t size) {
    if (!whole.owner) return {};
    return {whole.owner, whole.view.substr(std::min(begin, whole.view.size()), size), whole.mapped};
  }
  std::size_t size() const { return view.size(); }
  bool empty() const { return view.empty(); }

  // Gives the pages wholly inside [begin, end) of a mapped text back to the kernel's page cache: they
  // leave this process's resident memory and are read again, from that cache, if touched. The text stays
  // valid. Nothing happens for a text in memory. (A 500 MB fusion log is read once, front to back.)
  void releasePages(std::size_t begin, std::size_t end) const;
  void releasePages() const { releasePages(0, view.size()); }
};

}  // namespace fusescope
