#include "games/misere_value/misere_forms.hpp"

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/heap_bytes.hpp"
#include "core/progress.hpp"
#include "core/text.hpp"

namespace cgcheck {

MisereForms::MisereForms(const GameEntry& game)
    : MisereForms(game.id, game.partizan, game.partizan ? nullptr : game.session(), game.normalize) {}

MisereForms::MisereForms(std::string id, bool partizan, std::unique_ptr<SolveSession> session,
                         std::function<std::string(std::string_view)> normalize)
    : id_(std::move(id)), normalize_(std::move(normalize)), session_(std::move(session)) {
  if (partizan) throw InputError(fmt::format("misère canonical forms are of impartial games ({} is partizan)", id_));
}

cgt::MisereId MisereForms::form(std::string_view position) {
  const std::string root = normalize_ ? normalize_(position) : std::string(position);
  if (auto it = done_.find(root); it != done_.end()) return it->second;
  // Depth first without recursion: a frame is a position and its options' texts; its form is made
  // once every option has one. A position met again while open is a cycle.
  struct Frame {
    std::string text;
    std::vector<std::string> options;
    std::size_t next = 0;
  };
  std::vector<Frame> stack;
  std::unordered_map<std::string, bool> open_now;
  std::uint64_t moves = 0, made = 0;
  auto push = [&](std::string text) {
    auto opts = session_->options(text);
    if (!opts) throw InputError(fmt::format("{} does not list its options: no misère canonical form", id_));
    moves += opts->size();
    if (budget_ != 0 && moves > budget_)
      throw InputError(fmt::format("'{}' needs more than --max-moves {} moves explored for its misère canonical form "
                                   "(raise it, or 0 for no limit)",
                                   root, with_commas(budget_)));
    open_now[text] = true;
    stack.push_back({std::move(text), std::move(*opts), 0});
  };
  push(root);
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.next < f.options.size()) {
      const std::string& o = f.options[f.next++];
      if (done_.count(o)) continue;
      if (open_now.count(o)) throw InputError(fmt::format("'{}' has a cycle of moves: misère canonical forms are of games that end", root));
      push(o);
      continue;
    }
    std::vector<cgt::MisereId> opts;
    opts.reserve(f.options.size());
    for (const auto& o : f.options) opts.push_back(done_.at(o));
    const cgt::MisereId g = arena_.make(std::move(opts));
    text_bytes_ += f.text.capacity() + 64;
    if (memory_ != 0 && text_bytes_ + arena_.bytes() > memory_)
      throw InputError(fmt::format("the misère canonical form needs more than --max-memory {} (raise it)", human_bytes(memory_)));
    open_now.erase(f.text);
    done_.emplace(std::move(f.text), g);
    stack.pop_back();
    if ((++made & 0xFFF) == 0) poll_interrupt();
  }
  return done_.at(root);
}

const std::vector<std::string> kMisereColumns = {"canonical", "genus", "tame", "restive", "restless",
                                                 "misere_nim_value", "nim_value"};

std::string misere_column(cgt::MisereArena& a, cgt::MisereId g, const std::string& name) {
  auto yes = [](bool b) { return std::string(b ? "true" : "false"); };
  if (name == "canonical") return a.to_string(g);
  if (name == "genus") return a.genus(g).text();
  if (name == "tame") return yes(a.tame(g));
  if (name == "restive") return yes(a.restive(g));
  if (name == "restless") return yes(a.restless(g));
  if (name == "misere_nim_value") return std::to_string(a.misere_nim_value(g));
  return std::to_string(a.nim_value(g));  // nim_value
}

}  // namespace cgcheck
