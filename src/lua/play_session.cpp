#include "lua/play_session.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <fmt/core.h>

#include "core/error.hpp"
#include "core/heap_bytes.hpp"
#include "cgt/loopy/value.hpp"
#include "core/large_stack.hpp"
#include "core/loopy.hpp"
#include "core/memo_solver.hpp"
#include "core/misere.hpp"
#include "core/play_graph.hpp"
#include "core/position_store.hpp"
#include "claims/result.hpp"
#include "lua/game_file.hpp"

namespace cgcheck::lua {
namespace {

using Id = PlayGraph::Id;

// A game file's move graph, within the session's budget (moves explored per position asked) and
// memory limit. A position is the multiset of its components (the file's components(), or the
// position itself when it has none): a move replaces one component by the components of one of its
// options, so the file's options() are called on single components only, as the normal-play solver
// calls them, and a sum is one node of the graph, solved whole.
class FileGraph : public SolveSession {
 public:
  explicit FileGraph(const std::filesystem::path& path) : game_(path) {}
  void set_budget(std::uint64_t moves) override { budget_ = moves; }
  void set_memory_limit(std::uint64_t bytes) override {
    memory_ = bytes;
    game_.set_copy_cap(bytes);
  }

 protected:
  std::uint64_t memory_limit() const { return memory_; }
  // Parses text, then runs answer(root, p) once every position reachable from it is in the graph.
  template <class Answer>
  Solved with_graph(std::string_view text, Answer&& answer) {
    const Position p = game_.parse(text);
    return with_cache_retry(
        stale_, sums_.count() > 0,
        [&] {
          key_.clear();
          add_component(p, key_);
          const Id root = intern_sum(key_);
          std::uint64_t moves = 0;
          explore(graph_, root, [&](Id v, std::vector<Id>& left, std::vector<Id>& right) {
            expand(v, left, right, moves, p);
            if (memory_ != 0 && bytes() > memory_) throw PlayOverMemory{};
          });
          return answer(root, p);
        },
        [&] { reset(); },
        [&] {
          return InputError(fmt::format("{}: {} needs more than --max-memory {} for its move graph (raise it)",
                                        game_.file(), game_.show(p), human_bytes(memory_)));
        });
  }
  // The position of graph node v, for messages: its components' texts joined by " + ".
  std::string text_of(Id v) {
    std::string out;
    for (std::int64_t c : sums_.at(v)) {
      if (!out.empty()) out += " + ";
      out += game_.show(components_.at(static_cast<PositionStore::Id>(c)));
    }
    return out.empty() ? game_.show(Position{}) : out;
  }
  virtual std::uint64_t analysis_bytes() const = 0;
  virtual void reset_analysis() = 0;
  [[noreturn]] void cycle(Id v) {
    throw InputError(fmt::format("{}: a cycle in the move graph through {}: a game must end{}", game_.file(), text_of(v),
                                 game_.loopy() ? " under misère play" : " (loopy = true for a game whose play may not)"));
  }

  GameFile game_;
  PlayGraph graph_;
  PositionStore components_, sums_;  // a sum: the sorted ids of its components
  // For a component that components() splits: the ids of its parts (none: not split).
  std::vector<std::optional<std::vector<std::int64_t>>> splits_;

 private:
  // Appends to key the ids of p's components: p itself, or (when components() splits it, as a
  // move's component may split again, into nothing for an empty position) its parts, recursively,
  // as the normal-play solver splits every position it meets. Asked once per distinct position.
  void add_component(std::span<const std::int64_t> p, std::vector<std::int64_t>& key) {
    bool added = false;
    const PositionStore::Id id = components_.intern(p, &added);
    if (added) {
      PositionList parts;
      const Position copy(p.begin(), p.end());  // p may point into list_, which split() reuses
      if (game_.split(copy, parts)) {
        std::vector<std::int64_t> inner;
        for (std::size_t i = 0; i < parts.size(); ++i) add_component(parts[i], inner);
        if (splits_.size() <= id) splits_.resize(id + 1);
        splits_[id] = std::move(inner);
      }
    }
    if (id < splits_.size() && splits_[id]) {
      key.insert(key.end(), splits_[id]->begin(), splits_[id]->end());
      return;
    }
    key.push_back(id);
  }
  Id intern_sum(std::vector<std::int64_t>& key) {
    std::sort(key.begin(), key.end());
    return sums_.intern(key);
  }
  // v's moves: for each distinct component, each of its options' components in its place.
  void expand(Id v, std::vector<Id>& left, std::vector<Id>& right, std::uint64_t& moves, const Position& asked) {
    const std::vector<std::int64_t> sum(sums_.at(v).begin(), sums_.at(v).end());
    for (std::size_t i = 0; i < sum.size(); ++i) {
      if (i > 0 && sum[i] == sum[i - 1]) continue;
      const Position component(components_.at(static_cast<PositionStore::Id>(sum[i])).begin(),
                               components_.at(static_cast<PositionStore::Id>(sum[i])).end());
      for (Side side : game_.partizan() ? std::vector<Side>{Side::left, Side::right} : std::vector<Side>{Side::options}) {
        game_.split_moves(component, side, list_, groups_);
        moves += groups_.size();
        if (budget_ != 0 && moves > budget_)
          throw InputError(fmt::format("{}: {} needs more than --max-moves {} moves explored (raise it, or 0 for no limit)",
                                       game_.file(), game_.show(asked), with_commas(budget_)));
        std::size_t part = 0;
        for (std::size_t g = 0; g < groups_.size(); ++g) {
          key_.assign(sum.begin(), sum.end());
          key_.erase(key_.begin() + static_cast<std::ptrdiff_t>(i));
          for (; part < groups_[g]; ++part) add_component(list_[part], key_);
          (side == Side::right ? right : left).push_back(intern_sum(key_));
        }
      }
    }
  }
  std::uint64_t bytes() const { return components_.bytes() + sums_.bytes() + graph_.bytes() + analysis_bytes(); }
  void reset() {
    components_ = PositionStore();
    splits_.clear();
    sums_ = PositionStore();
    graph_ = PlayGraph();
    reset_analysis();
  }
  PositionList list_;
  std::vector<std::size_t> groups_;
  std::vector<std::int64_t> key_;
  std::uint64_t budget_ = 0, memory_ = kDefaultSolveMemory;
  bool stale_ = false;  // an interrupt left the graph half built (with_cache_retry)
};

class MisereFileSession : public FileGraph {
 public:
  explicit MisereFileSession(const std::filesystem::path& path) : FileGraph(path) {
    if (game_.loopy())
      throw InputError(fmt::format("{}: misère play of a loopy game is not available (it needs a game that ends)", game_.file()));
  }
  Solved solve(std::string_view text) override {
    return with_graph(text, [&](Id root, const Position& p) -> Solved {
      auto on_cycle = [&](Id v) { cycle(v); };
      if (game_.partizan()) return {game_.show(p), "", std::string(name(memo_.outcome(graph_, root, on_cycle)))};
      const Genus& g = memo_.genus(graph_, root, on_cycle);
      return {game_.show(p), fmt::format("{}", g.misere()), g.misere() == 0 ? "P" : "N", g.text()};
    });
  }
  std::uint32_t grundy(std::string_view text) override {
    if (game_.partizan()) throw InputError(fmt::format("{} is partizan: it has no Grundy value", game_.file()));
    return grundy_of(solve(text));
  }

 private:
  std::uint64_t analysis_bytes() const override { return memo_.bytes(); }
  void reset_analysis() override { memo_ = MisereMemo(); }
  MisereMemo memo_;
};

class LoopyFileSession : public FileGraph {
 public:
  explicit LoopyFileSession(const std::filesystem::path& path) : FileGraph(path) {}
  // A partizan game's value (its stopper or sided value) beside the first players' outcomes.
  Solved solve(std::string_view text) override { return answer(text, true); }
  Solved outcome(std::string_view text) override { return answer(text, false); }
  std::uint32_t grundy(std::string_view text) override {
    if (game_.partizan()) throw InputError(fmt::format("{} is partizan: it has no Grundy value", game_.file()));
    const Solved s = solve(text);
    if (s.value.starts_with("inf"))
      throw InputError(fmt::format("{}: {} has the infinite value {}, not a Grundy value", game_.file(), s.position, s.value));
    return grundy_of(s);
  }

 private:
  Solved answer(std::string_view text, bool with_value) {
    return with_graph(text, [&](Id root, const Position& p) -> Solved {
      if (root >= answer_.size() || answer_[root].position.empty()) analyse(root);
      if (game_.partizan() && with_value && answer_[root].value.empty()) answer_[root].value = loopy_value(root, p);
      Solved s = answer_[root];
      s.position = game_.show(p);
      if (game_.partizan() && !with_value) s.value.clear();
      return s;
    });
  }
  // The value of root (cgt/loopy), computed strongly connected component by component over the
  // positions reachable from it; values already known are reused. CGSuite's comparison marks every
  // pair of vertices of a component's graph, so its square is bounded by --max-memory.
  std::string loopy_value(Id root, const Position& p) {
    const std::vector<Id> nodes = reachable(graph_, root, mark_);
    std::unordered_map<Id, int> index;
    for (std::size_t i = 0; i < nodes.size(); ++i) index.emplace(nodes[i], static_cast<int>(i));
    cgt::loopy::Graph g(nodes.size());
    std::vector<std::optional<cgt::loopy::LoopyValue>> values(nodes.size());
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      for (Id t : graph_.left(nodes[i])) g.left[i].push_back(index.at(t));
      for (Id t : graph_.right(nodes[i])) g.right[i].push_back(index.at(t));
      if (auto it = values_.find(nodes[i]); it != values_.end()) values[i] = it->second;
    }
    const auto limit = static_cast<std::size_t>(memory_limit() == 0 ? 0.0 : std::sqrt(static_cast<double>(memory_limit() / 4)));
    try {
      on_large_stack(std::size_t{1} << 30, [&] {
        cgt::loopy::values_by_components(g, values, limit, index.at(root));
        return true;
      });
    } catch (const cgt::loopy::GraphTooLarge& e) {
      throw InputError(fmt::format("{}: the value of {} needs a cycle of {} positions (with the values it reaches) compared pair "
                                   "by pair, about {} of marks, more than --max-memory {} (raise it, or ask --outcome)",
                                   game_.file(), game_.show(p), e.vertices, human_bytes(e.vertices * e.vertices * 4),
                                   human_bytes(memory_limit())));
    }
    for (std::size_t i = 0; i < nodes.size(); ++i)
      if (values[i]) values_.try_emplace(nodes[i], std::move(*values[i]));
    // The printer recurses once per loopy level of the value (short parts are printed by the short
    // printer), so a game file's value is printed on the large stack as it was computed.
    return on_large_stack(std::size_t{1} << 30, [&] {
      cgt::Arena a;
      return cgt::loopy::to_string(a, values_.at(root));
    });
  }
  // Every position reachable from root is final once analysed: the closed set is all of its graph.
  void analyse(Id root) {
    const std::vector<Id> nodes = reachable(graph_, root, mark_);
    if (answer_.size() < sums_.count()) answer_.resize(sums_.count());
    if (game_.partizan()) {
      const auto r = loopy_outcomes(graph_, nodes);
      for (std::size_t i = 0; i < nodes.size(); ++i) answer_[nodes[i]] = {"-", "", r[i].text()};
    } else {
      const auto r = generalized_grundy(graph_, nodes);
      for (std::size_t i = 0; i < nodes.size(); ++i) answer_[nodes[i]] = {"-", r[i].text(), std::string(r[i].outcome())};
    }
  }
  // The loopy values are counted at a few hundred bytes each (their graphs are simplified and small).
  std::uint64_t analysis_bytes() const override {
    return answer_.capacity() * (sizeof(Solved) + 16) + mark_.capacity() / 8 + values_.size() * 256;
  }
  void reset_analysis() override {
    answer_.clear();
    mark_.clear();
    values_.clear();
  }
  std::vector<Solved> answer_;  // by id; position "-" once analysed (the shown text is made per call)
  std::unordered_map<Id, cgt::loopy::LoopyValue> values_;  // loopy partizan values found so far
  std::vector<bool> mark_;
};

}  // namespace

std::unique_ptr<SolveSession> misere_file_session(const std::filesystem::path& path) {
  return std::make_unique<MisereFileSession>(path);
}

std::unique_ptr<SolveSession> loopy_file_session(const std::filesystem::path& path) {
  return std::make_unique<LoopyFileSession>(path);
}

}  // namespace cgcheck::lua
