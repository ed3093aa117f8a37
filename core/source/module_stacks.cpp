#include "source/module_stacks.h"

#include <cctype>
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

ModuleStacks stacksOf(const nlohmann::json& j, std::string_view text, const std::string& file) {
  if (!j.is_object() || !j.contains("nodes") || !j["nodes"].is_object())
    throw ImportError(file, 1, "no \"nodes\" object (not a fusescope_modules.json?)");
  ModuleStacks out;
  // A deep model's 40,000 nodes name a few hundred modules over and over: each dynamo path is turned into
  // the model's path once.
  std::unordered_map<std::string_view, std::string> inModel;
  // nlohmann keeps an object's keys sorted, as ModuleStacks does: each node goes in at the end, no search.
  for (const auto& [node, stack] : j["nodes"].get_ref<const nlohmann::json::object_t&>()) {
    if (!stack.is_array()) throw ImportError(file, lineOfKey(text, node), fmt::format("\"{}\" is not a list of modules", node));
    std::vector<ModuleFrame> frames;
    frames.reserve(stack.size());
    for (const auto& frame : stack) {
      if (!frame.is_array() || frame.size() != 2 || !frame[0].is_string() || !frame[1].is_string())
        throw ImportError(file, lineOfKey(text, node), fmt::format("\"{}\" holds a module that is not [path, class]", node));
      const std::string& dynamoPath = frame[0].get_ref<const std::string&>();
      auto path = inModel.find(dynamoPath);
      if (path == inModel.end()) path = inModel.emplace(dynamoPath, modulePathInModel(dynamoPath)).first;
      frames.push_back({path->second, frame[1].get_ref<const std::string&>()});
    }
    out.emplace_hint(out.end(), node, std::move(frames));
  }
  return out;
}

std::map<std::string, StackFrame> framesOf(const nlohmann::json& j, std::string_view text, const std::string& file,
                                           const std::string& key) {
  std::map<std::string, StackFrame> out;
  if (!j.is_object() || !j.contains(key)) return out;
  if (!j[key].is_object()) throw ImportError(file, lineOfKey(text, key), fmt::format("\"{}\" is not an object", key));
  for (const auto& [node, caller] : j[key].get_ref<const nlohmann::json::object_t&>()) {
    const bool ok = caller.is_object() && caller.contains("file") && caller["file"].is_string() && caller.contains("line") &&
                    caller["line"].is_number_integer() && caller["line"].get<long long>() > 0 &&
                    caller["line"].get<long long>() < (1ll << 31) && caller.value("function", nlohmann::json("")).is_string() &&
                    caller.value("code", nlohmann::json("")).is_string();
    if (!ok)
      throw ImportError(file, lineOfKey(text, node),
                        fmt::format("{} of \"{}\" is not {{\"file\", \"line\", \"function\", \"code\"}}",
                                    key == "callers" ? "caller" : "line", node));
    out.emplace_hint(out.end(), node, StackFrame{caller["file"].get<std::string>(), static_cast<int>(caller["line"].get<long long>()),
                                                 caller.value("function", std::string()), caller.value("code", std::string())});
  }
  return out;
}

}  // namespace

ModuleStacks parseModuleStacks(std::string_view text, const std::string& file) {
  return stacksOf(parseJsonDocument(text, file, 8, "a module stack file"), text, file);
}

std::map<std::string, StackFrame> parseRecordedFrames(std::string_view text, const std::string& file, const std::string& key) {
  return framesOf(parseJsonDocument(text, file, 8, "a module stack file"), text, file, key);
}

ModuleFile parseModuleFile(std::string_view text, const std::string& file) {
  const nlohmann::json j = parseJsonDocument(text, file, 8, "a module stack file");
  ModuleFile out;
  out.stacks = stacksOf(j, text, file);
  out.callers = framesOf(j, text, file, "callers");
  out.lines = framesOf(j, text, file, "lines");
  return out;
}

}  // namespace fusescope::source
