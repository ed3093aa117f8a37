#include "sched/scheduler_config.h"

#include <charconv>
#include <stdexcept>
#include <type_traits>
#include <variant>

#include "sched/knob_table.h"

namespace fusescope::sched {

namespace {

bool parseBool(const std::string& key, const std::string& v) {
  if (v == "true" || v == "True" || v == "1") return true;
  if (v == "false" || v == "False" || v == "0") return false;
  throw std::invalid_argument("bad value '" + v + "' for " + key + " (expected true or false)");
}

int64_t parseInt(const std::string& key, const std::string& v, int64_t min) {
  int64_t out = 0;
  auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), out);
  if (v.empty() || ec != std::errc() || ptr != v.data() + v.size())
    throw std::invalid_argument("bad value '" + v + "' for " + key + " (expected an integer)");
  if (out < min)
    throw std::invalid_argument("bad value '" + v + "' for " + key + " (must be at least " + std::to_string(min) + ")");
  return out;
}

std::string boolText(bool b) { return b ? "true" : "false"; }

constexpr const char* kSizeHintPrefix = "size_hint.";

}  // namespace

std::vector<std::string> SchedulerConfig::keys() {
  std::vector<std::string> out;
  for (const KnobSpec& k : knobTable()) out.push_back(k.name);
  return out;
}

void SchedulerConfig::set(const std::string& key, const std::string& value) {
  if (const KnobSpec* knob = findKnob(key)) {
    std::visit(
        [&](auto field) {
          using Value = std::remove_reference_t<decltype(this->*field)>;
          if constexpr (std::is_same_v<Value, bool>) {
            this->*field = parseBool(knob->name, value);
          } else if (knob->type == KnobType::ReleaseBool) {
            this->*field = value == "default" ? -1 : static_cast<Value>(parseBool(knob->name, value));
          } else if (knob->type == KnobType::OptionalInt && (value == "None" || value == "none")) {
            this->*field = 0;
          } else {
            this->*field = static_cast<Value>(parseInt(knob->name, value, knob->minimum));
          }
        },
        knob->field);
    return;
  }
  if (key.rfind(kSizeHintPrefix, 0) == 0 && key.size() > std::string(kSizeHintPrefix).size()) {
    sizeHints[key.substr(std::string(kSizeHintPrefix).size())] = parseInt(key, value, 0);
    return;
  }
  std::string known;
  for (const auto& k : keys()) known += (known.empty() ? "" : ", ") + k;
  throw std::invalid_argument("unknown scheduler config key '" + key + "' (known: " + known + ", size_hint.<symbol>)");
}

void SchedulerConfig::setAssignment(const std::string& assignment) {
  auto eq = assignment.find('=');
  if (eq == std::string::npos || eq == 0)
    throw std::invalid_argument("expected KEY=VALUE, got '" + assignment + "'");
  set(assignment.substr(0, eq), assignment.substr(eq + 1));
}

std::string SchedulerConfig::get(const std::string& key) const {
  if (const KnobSpec* knob = findKnob(key)) {
    return std::visit(
        [&](auto field) -> std::string {
          const auto value = this->*field;
          if constexpr (std::is_same_v<decltype(value), const bool>) {
            return boolText(value);
          } else {
            if (knob->type == KnobType::OptionalInt && value == 0) return "None";
            if (knob->type == KnobType::ReleaseBool) return value < 0 ? "default" : boolText(value != 0);
            return std::to_string(value);
          }
        },
        knob->field);
  }
  if (key.rfind(kSizeHintPrefix, 0) == 0) {
    auto it = sizeHints.find(key.substr(std::string(kSizeHintPrefix).size()));
    if (it != sizeHints.end()) return std::to_string(it->second);
  }
  throw std::invalid_argument("unknown scheduler config key '" + key + "'");
}

std::map<std::string, std::string> SchedulerConfig::values() const {
  std::map<std::string, std::string> out;
  for (const auto& k : keys()) out[k] = get(k);
  for (const auto& [sym, v] : sizeHints) out[kSizeHintPrefix + sym] = std::to_string(v);
  return out;
}

}  // namespace fusescope::sched
