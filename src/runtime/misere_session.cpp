#include "runtime/misere_session.hpp"

#include <string>
#include <unordered_map>
#include <vector>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/memo_solver.hpp"
#include "core/misere.hpp"
#include "core/play_graph.hpp"
#include "core/heap_bytes.hpp"
#include "core/text.hpp"

namespace cgcheck {
namespace {

class TextMisereSession : public SolveSession {
 public:
  TextMisereSession(std::unique_ptr<SolveSession> normal, std::function<std::string(std::string_view)> normalize,
                    std::string game)
      : normal_(std::move(normal)), normalize_(std::move(normalize)), game_(std::move(game)) {}

  Solved solve(std::string_view text) override {
    const std::string printed = normalize_(text);
    const Genus& g = genus_of(printed);
    return {printed, fmt::format("{}", g.misere()), g.misere() == 0 ? "P" : "N", g.text()};
  }
  std::uint32_t grundy(std::string_view text) override { return genus_of(normalize_(text)).misere(); }
  std::optional<std::vector<std::string>> options(std::string_view text) override { return normal_->options(text); }
  // The normal-play session lists the options: held to the same limits while it lists them.
  void set_budget(std::uint64_t moves) override {
    budget_ = moves;
    normal_->set_budget(moves);
  }
  void set_memory_limit(std::uint64_t bytes) override {
    memory_ = bytes;
    normal_->set_memory_limit(bytes);
  }

 private:
  using Id = PlayGraph::Id;

  const Genus& genus_of(const std::string& printed) {
    return with_cache_retry(
        stale_, !ids_.empty(), [&]() -> const Genus& { return explore_and_solve(printed); }, [&] { reset(); },
        [&] { return refusal(); });
  }
  void reset() {
    ids_.clear();
    names_.clear();
    graph_ = PlayGraph();
    memo_ = MisereMemo();
    text_bytes_ = 0;
  }

  const Genus& explore_and_solve(const std::string& printed) {
    const Id root = intern(printed);
    std::uint64_t moves = 0;
    explore(graph_, root, [&](Id v, std::vector<Id>& left, std::vector<Id>&) {
      const auto opts = normal_->options(*names_[v]);
      if (!opts) throw InputError(fmt::format("{} does not list its options: misère play is not available", game_));
      moves += opts->size();
      if (budget_ != 0 && moves > budget_)
        throw InputError(fmt::format("'{}' needs more than --max-moves {} moves explored under misère play (raise it, "
                                     "or 0 for no limit)",
                                     printed, with_commas(budget_)));
      for (const auto& o : *opts) left.push_back(intern(o));
      if (memory_ != 0 && bytes() > memory_) throw PlayOverMemory{};
    });
    return memo_.genus(graph_, root, no_cycle);
  }

  Id intern(const std::string& s) {
    auto [it, added] = ids_.try_emplace(s, static_cast<Id>(names_.size()));
    if (added) {
      names_.push_back(&it->first);
      text_bytes_ += s.capacity() + 64;  // the string, its node and bucket
    }
    return it->second;
  }
  std::uint64_t bytes() const { return text_bytes_ + names_.capacity() * 8 + graph_.bytes() + memo_.bytes(); }
  InputError refusal() const {
    return InputError(fmt::format("the misère analysis needs more than --max-memory {} (raise it)", human_bytes(memory_)));
  }
  // Built-in games end: a cycle is an internal error of the game's options.
  static void no_cycle(Id) { throw std::logic_error("a cycle in the options of a built-in game"); }

  std::unique_ptr<SolveSession> normal_;
  std::function<std::string(std::string_view)> normalize_;
  std::string game_;
  std::unordered_map<std::string, Id> ids_;
  std::vector<const std::string*> names_;  // by id: the key in ids_ (stable: nodes do not move)
  PlayGraph graph_;
  MisereMemo memo_;
  std::uint64_t text_bytes_ = 0, budget_ = 0, memory_ = kDefaultSolveMemory;
  bool stale_ = false;  // an interrupt left the graph half built (with_cache_retry)
};

}  // namespace

std::unique_ptr<SolveSession> misere_session(const GameEntry& game) {
  if (game.misere) return game.misere();
  if (game.partizan)
    throw InputError(fmt::format("misère play of the partizan game {} is not available (it is for impartial games, "
                                 "partizan game files and seqcomp)",
                                 game.id));
  return std::make_unique<TextMisereSession>(game.session(), game.normalize, game.id);
}

}  // namespace cgcheck
