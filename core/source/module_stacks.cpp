#include "source/module_stacks.h"

#include <cctype>
#include <climits>
#include <cmath>
#include <unordered_map>

#include <fmt/format.h>

#include "util/import_error.h"
#include "util/json_document.h"

namespace fusescope::source {

namespace {

bool isNumber(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

std::string_view lastComponent(std::string_view path) {
  const std::size_t dot = path.rfind('.');
  return dot == std::string_view::npos ? path : path.substr(dot + 1);
}

}  // namespace

std::string modulePathInModel(std::string_view p) {
  // The root: L['self'] (or L['model'], L['m'], ...), dynamo's name for the compiled module's argument.
  if (p.rfind("L[", 0) == 0) {
    const std::size_t close = p.find(']');
    p = close == std::string_view::npos ? std::string_view{} : p.substr(close + 1);
  }
  std::string out;
  std::size_t i = 0;
  auto append = [&](std::string_view part) {
    if (part.empty()) return;
    if (!out.empty()) out += '.';
    out += part;
  };
  while (i < p.size()) {
    if (p.compare(i, 10, "._modules[") == 0 || p[i] == '[') {  // ._modules['layers'] or [0]
      const std::size_t open = p.find('[', i);
      const std::size_t close = p.find(']', open);
      if (close == std::string_view::npos) break;
      std::string_view key = p.substr(open + 1, close - open - 1);
      if (key.size() >= 2 && (key.front() == '\'' || key.front() == '"')) key = key.substr(1, key.size() - 2);
      append(key);
      i = close + 1;
    } else if (p[i] == '.') {
      std::size_t end = i + 1;
      while (end < p.size() && p[end] != '.' && p[end] != '[') ++end;
      append(p.substr(i + 1, end - i - 1));
      i = end;
    } else {
      std::size_t end = i;
      while (end < p.size() && p[end] != '.' && p[end] != '[') ++end;
      append(p.substr(i, end - i));
      i = end;
    }
  }
  return out;
}

const ModuleFrame* layerFrame(const std::vector<ModuleFrame>& stack) {
  for (const ModuleFrame& f : stack)
    if (isNumber(lastComponent(f.path))) return &f;
  return stack.empty() ? nullptr : &stack.front();
}

namespace {

// fusescope_modules.json read as it streams past (nlohmann's SAX interface), not as a document: the DOM of
// a 400-layer model's 16 MB file took 108 MB, a quarter of opening the graph, and 20,000 nodes' would
// take 300. Where a value is (depth, the root key, the node) says what it must be; anything under a key it
// does not know is skipped.
class ModuleFileReader final : public nlohmann::json_sax<nlohmann::json> {
 public:
  ModuleFileReader(std::string_view text, const std::string& file) : text_(text), file_(file) {}

  ModuleFile take() {
    if (!sawNodes_) fail(1, kNoNodes);
    return std::move(out_);
  }

  bool null() override { return scalar(Kind::Other); }
  bool boolean(bool) override { return scalar(Kind::Other); }
  bool number_integer(number_integer_t v) override { return scalar(Kind::Integer, v); }
  bool number_unsigned(number_unsigned_t v) override {
    return scalar(Kind::Integer, v > static_cast<number_unsigned_t>(LLONG_MAX) ? LLONG_MAX : static_cast<long long>(v));
  }
  bool number_float(number_float_t v, const string_t& literal) override {
    if (!std::isfinite(v)) {   // as the document parser says it: out of double's range
      const std::size_t at = text_.find(literal);
      fail(at == std::string_view::npos ? 1 : lineAt(text_, at), fmt::format("malformed JSON (number overflow parsing '{}')", literal));
    }
    return scalar(Kind::Other);
  }
  bool string(string_t& value) override { return scalar(Kind::String, 0, &value); }
  bool binary(binary_t&) override { return scalar(Kind::Other); }
  bool start_object(std::size_t) override { return open(Kind::Object); }
  bool start_array(std::size_t) override { return open(Kind::Array); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool key(string_t& k) override {
    if (skipping()) return true;
    if (depth_ == 1) rootKey_ = k;
    else if (depth_ == 2) node_ = k;
    else if (depth_ == 3) field_ = k;
    return true;
  }
  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) override {
    fail(lineAt(text_, position > 0 ? position - 1 : 0), fmt::format("malformed JSON ({})", e.what()));
  }

 private:
  enum class Kind { Object, Array, String, Integer, Other };
  enum class Section { Other, Nodes, Callers, Lines };
  static constexpr const char* kNoNodes = "no \"nodes\" object (not a fusescope_modules.json?)";

  [[noreturn]] void fail(int line, const std::string& message) const { throw ImportError(file_, line, message); }
  [[noreturn]] void failModule() const {
    fail(lineOfKey(text_, node_), fmt::format("\"{}\" holds a module that is not [path, class]", node_));
  }
  [[noreturn]] void failFrame() const {
    fail(lineOfKey(text_, node_), fmt::format("{} of \"{}\" is not {{\"file\", \"line\", \"function\", \"code\"}}",
                                              section_ == Section::Callers ? "caller" : "line", node_));
  }
  bool skipping() const { return skipBelow_ >= 0; }
  bool framesSection() const { return section_ == Section::Callers || section_ == Section::Lines; }

  // A value of `kind` starts at the current depth: is it what belongs there?
  void expect(Kind kind, long long integer, std::string* text) {
    if (skipping()) return;
    if (depth_ == 0) {
      if (kind != Kind::Object) fail(1, kNoNodes);
    } else if (depth_ == 1) {
      section_ = rootKey_ == "nodes" ? Section::Nodes : rootKey_ == "callers" ? Section::Callers
               : rootKey_ == "lines" ? Section::Lines : Section::Other;
      if (section_ == Section::Nodes) {
        if (kind != Kind::Object) fail(1, kNoNodes);
        sawNodes_ = true;
      } else if (framesSection() && kind != Kind::Object) {
        fail(lineOfKey(text_, rootKey_), fmt::format("\"{}\" is not an object", rootKey_));
      }
    } else if (depth_ == 2 && section_ == Section::Nodes) {
      if (kind != Kind::Array) fail(lineOfKey(text_, node_), fmt::format("\"{}\" is not a list of modules", node_));
      frames_.clear();
    } else if (depth_ == 2 && framesSection()) {
      if (kind != Kind::Object) failFrame();
      frame_ = {};
      hasFile_ = hasLine_ = false;
    } else if (depth_ == 3 && section_ == Section::Nodes) {
      if (kind != Kind::Array) failModule();
      strings_.clear();
    } else if (depth_ == 3 && framesSection()) {
      field(kind, integer, text);
    } else if (depth_ == 4 && section_ == Section::Nodes) {
      if (kind != Kind::String || strings_.size() == 2) failModule();
      strings_.push_back(std::move(*text));
    }
  }
  void field(Kind kind, long long integer, std::string* text) {
    if (field_ == "file" || field_ == "function" || field_ == "code") {
      if (kind != Kind::String) failFrame();
      (field_ == "file" ? frame_.file : field_ == "function" ? frame_.function : frame_.code) = std::move(*text);
      hasFile_ = hasFile_ || field_ == "file";
    } else if (field_ == "line") {
      if (kind != Kind::Integer || integer <= 0 || integer >= (1ll << 31)) failFrame();
      frame_.line = static_cast<int>(integer);
      hasLine_ = true;
    }
  }
  bool scalar(Kind kind, long long integer = 0, std::string* text = nullptr) {
    expect(kind, integer, text);
    return true;
  }
  bool open(Kind kind) {
    expect(kind, 0, nullptr);
    // What FuseScope does not read is skipped whole: other root keys, other fields of a frame.
    if (!skipping() && ((depth_ == 1 && section_ == Section::Other) || (depth_ == 3 && framesSection()))) skipBelow_ = depth_;
    ++depth_;
    return true;
  }
  bool close() {
    --depth_;
    if (skipping()) {
      if (depth_ == skipBelow_) skipBelow_ = -1;
      return true;
    }
    if (depth_ == 3 && section_ == Section::Nodes) {   // a frame: [path, class]
      if (strings_.size() != 2) failModule();
      // A deep model's nodes name a few hundred modules over and over: each path is turned into the
      // model's path once.
      auto path = inModel_.find(strings_[0]);
      if (path == inModel_.end()) path = inModel_.emplace(strings_[0], modulePathInModel(strings_[0])).first;
      frames_.push_back({path->second, std::move(strings_[1])});
    } else if (depth_ == 2 && section_ == Section::Nodes) {
      out_.stacks.insert_or_assign(node_, std::move(frames_));   // a key given twice: the last, as a document keeps
    } else if (depth_ == 2 && framesSection()) {
      if (!hasFile_ || !hasLine_) failFrame();
      (section_ == Section::Callers ? out_.callers : out_.lines).insert_or_assign(node_, std::move(frame_));
    }
    return true;
  }

  std::string_view text_;
  const std::string& file_;
  ModuleFile out_;
  bool sawNodes_ = false;
  int depth_ = 0;
  int skipBelow_ = -1;   // skipping a value that opened at this depth
  Section section_ = Section::Other;
  std::string rootKey_, node_, field_;
  std::vector<ModuleFrame> frames_;
  std::vector<std::string> strings_;
  StackFrame frame_;
  bool hasFile_ = false, hasLine_ = false;
  std::unordered_map<std::string, std::string> inModel_;
};

}  // namespace

ModuleFile parseModuleFile(std::string_view text, const std::string& file) {
  checkJsonDepth(text, file, 8, "a module stack file");
  ModuleFileReader reader(text, file);
  nlohmann::json::sax_parse(text.begin(), text.end(), &reader);
  return reader.take();
}

ModuleStacks parseModuleStacks(std::string_view text, const std::string& file) { return parseModuleFile(text, file).stacks; }

std::map<std::string, StackFrame> parseRecordedFrames(std::string_view text, const std::string& file, const std::string& key) {
  ModuleFile f = parseModuleFile(text, file);
  if (key == "callers") return std::move(f.callers);
  if (key == "lines") return std::move(f.lines);
  return {};
}

}  // namespace fusescope::source
