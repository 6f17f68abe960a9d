#include "lua/game_entry.hpp"

#include <algorithm>
#include <atomic>
#include <deque>
#include <map>
#include <mutex>
#include <set>
#include <span>

#include <fmt/core.h>
#include <fmt/format.h>

#include "cgt/parse_value.hpp"
#include "core/error.hpp"
#include "core/loopy.hpp"
#include "core/play_graph.hpp"
#include "core/position_store.hpp"
#include "lua/game_solver.hpp"
#include "lua/play_session.hpp"

namespace cgcheck::lua {

bool is_game_file(std::string_view id) { return id.size() > 4 && id.substr(id.size() - 4) == ".lua"; }

namespace {

// `solve` for a game file: the file's text form, its solver's memo kept between positions.
class FileSession : public SolveSession {
 public:
  explicit FileSession(const std::filesystem::path& path) : game_(path), solver_(game_) {}
  void set_budget(std::uint64_t moves) override { solver_.set_budget(moves); }
  // solve --max-memory: the memo, the search stack and the arena's tables (the solver), what the file
  // returns and its move cache (a quarter of it).
  void set_memory_limit(std::uint64_t bytes) override {
    solver_.set_memory_limit(bytes);
    game_.set_copy_cap(bytes);
  }
  // An impartial game's nim values are found by the method asked (solve --nim-method).
  bool set_nim_method(NimMethod m) override {
    if (game_.partizan()) return false;
    method_ = m;
    return true;
  }
  Solved solve(std::string_view text) override {
    const Position p = game_.parse(text);
    if (!game_.partizan()) {
      const std::uint32_t g = solver_.grundy_with(p, method_);
      return {game_.show(p), std::to_string(g), g == 0 ? "P" : "N"};
    }
    return {game_.show(p), solver_.value_text(p), std::string(name(solver_.outcome(p)))};
  }
  // The outcome alone: a partizan position's by search, without its whole canonical form.
  Solved outcome(std::string_view text) override {
    if (!game_.partizan()) return solve(text);
    const Position p = game_.parse(text);
    return {game_.show(p), "", std::string(name(solver_.outcome(p)))};
  }
  std::uint32_t grundy(std::string_view text) override { return solver_.grundy_with(game_.parse(text), method_); }
  // An impartial position's options, as solve prints them: what a certificate of a claim about the
  // file lists (it had none, where the same claim about a built-in game had one).
  std::optional<std::vector<std::string>> options(std::string_view text) override {
    if (game_.partizan()) return std::nullopt;
    const Position p = game_.parse(text);
    PositionList opts;
    game_.moves(p, Side::options, opts);
    std::vector<std::string> out;
    out.reserve(opts.size());
    for (std::size_t i = 0; i < opts.size(); ++i) out.push_back(game_.show(Position(opts[i].begin(), opts[i].end())));
    return out;
  }
  // p - v by the outcome search: v enters the sum as its negative's canonical form, a component of
  // its own, so a board too large for its canonical form is compared with a typed value.
  std::optional<std::string> compare_by_search(std::string_view text, std::string_view value) override {
    const Position p = game_.parse(text);
    cgt::Arena& arena = solver_.arena();
    const cgt::GameId minus_v = arena.canon(arena.neg(cgt::parse_value(arena, value)));
    // An impartial position is the nimber of its Grundy value (the outcome search plays Left and
    // Right moves, which an impartial file does not define).
    const Outcome o = game_.partizan() ? solver_.outcome_with(p, std::span<const cgt::GameId>(&minus_v, 1))
                                       : arena.outcome(arena.add(arena.nimber(solver_.grundy_with(p, method_)), minus_v));
    return std::string(relation_of_difference(o));
  }
  // Each option after which the player who moved wins: the opponent, moving first there, loses
  // (decided by the outcome search, or by the Grundy value of an impartial option).
  std::optional<std::vector<std::string>> winning_moves(std::string_view text, bool left) override {
    const Position p = game_.parse(text);
    PositionList opts;
    game_.moves(p, game_.partizan() ? (left ? Side::left : Side::right) : Side::options, opts);
    std::vector<std::string> out;
    for (std::size_t i = 0; i < opts.size(); ++i) {
      const Position o(opts[i].begin(), opts[i].end());
      const bool opponent_wins = game_.partizan() ? solver_.wins(o, !left) : solver_.grundy_with(o, method_) != 0;
      if (opponent_wins) continue;
      std::string shown = game_.show(o);
      if (std::find(out.begin(), out.end(), shown) == out.end()) out.push_back(std::move(shown));
    }
    return out;
  }

 private:
  GameFile game_;
  GameSolver solver_;
  NimMethod method_ = NimMethod::automatic;
};

// The text a hunt passes around: the file's own form when it can read it back, else the default.
std::string hunt_text(GameFile& g, const Position& p) {
  if (g.has_parse()) return g.show(p);
  if (p.empty()) return "()";
  return fmt::format("{}", fmt::join(p, ","));
}

}  // namespace

rc::Gen<Position> position_gen(std::shared_ptr<GameFile> game, std::uint64_t bound) {
  // Smaller candidates of p: an entry removed, an entry set to 0, halved, or one less; each
  // normalized, kept when valid and not p itself.
  auto shrinks = [game](const Position& p) {
    std::vector<Position> out;
    std::set<Position> seen{p};
    // A game with `arity` and no valid() states its positions' length only through arity: a
    // shorter array is no position of it (its formulas would index nil), so shrinking keeps the length.
    const bool fixed_length = game->arity() > 0 && !game->has_valid();
    auto offer = [&](Position q) {
      if (fixed_length && q.size() != p.size()) return;
      if (!game->valid(q)) return;
      q = game->normalize(q);
      if (seen.insert(q).second) out.push_back(std::move(q));
    };
    for (std::size_t i = 0; i < p.size(); ++i) {
      Position q = p;
      q.erase(q.begin() + static_cast<std::ptrdiff_t>(i));
      offer(std::move(q));
    }
    for (std::size_t i = 0; i < p.size(); ++i) {
      for (std::int64_t v : {std::int64_t{0}, p[i] / 2, p[i] > 0 ? p[i] - 1 : p[i] + 1}) {
        if (v == p[i]) continue;
        Position q = p;
        q[i] = v;
        offer(std::move(q));
      }
    }
    return rc::seq::fromContainer(std::move(out));
  };
  if (game->has_random()) {
    return rc::Gen<Position>([game, shrinks](const rc::Random& random, int size) {
      rc::Random r = random;
      const std::function<std::int64_t(std::int64_t, std::int64_t)> draw = [&r](std::int64_t lo, std::int64_t hi) {
        const auto span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
        const std::uint64_t x = span == UINT64_MAX ? r.next() : r.next() % (span + 1);
        return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + x);
      };
      Position p = game->random(size, draw);
      if (!game->valid(p)) throw InputError(fmt::format("{}: random() returned a position that valid() rejects", game->file()));
      return rc::shrinkable::shrinkRecur(std::move(p), shrinks);
    });
  }
  auto all = std::make_shared<std::vector<Position>>(game->positions(bound));
  if (all->empty()) throw InputError(fmt::format("{}: no positions of size <= {} to draw from", game->file(), bound));
  return rc::Gen<Position>([all, shrinks](const rc::Random& random, int) {
    rc::Random r = random;
    Position p = (*all)[r.next() % all->size()];
    return rc::shrinkable::shrinkRecur(std::move(p), shrinks);
  });
}

namespace {

// The self-check of a loopy file: every position up to the bound and all it reaches form one move
// graph; its generalized Sprague–Grundy values are computed twice (the labelling, and the outcomes
// of the sums with nim heaps), and its win/loss/draw outcomes are those the values say.
std::string self_check_loopy(GameFile& game, const std::vector<Position>& all, std::uint64_t bound) {
  PositionStore store;
  PlayGraph graph;
  PositionList opts;
  std::uint64_t options_seen = 0;
  for (const Position& p : all) {
    if (game.normalize(p) != p) throw InputError(fmt::format("{}: normalize is not idempotent at {}", game.file(), game.show(p)));
    explore(graph, store.intern(p), [&](PlayGraph::Id v, std::vector<PlayGraph::Id>& left, std::vector<PlayGraph::Id>& right) {
      const Position at(store.at(v).begin(), store.at(v).end());
      for (Side side : game.partizan() ? std::vector<Side>{Side::left, Side::right} : std::vector<Side>{Side::options}) {
        game.moves(at, side, opts);
        for (std::size_t i = 0; i < opts.size(); ++i) {
          ++options_seen;
          const Position q(opts[i].begin(), opts[i].end());
          if (!game.valid(q))
            throw InputError(fmt::format("{}: an option of {} is {}, which valid() rejects", game.file(), game.show(at), game.show(q)));
          (side == Side::right ? right : left).push_back(store.intern(q));
        }
      }
    });
  }
  std::vector<PlayGraph::Id> nodes(store.count());
  for (PlayGraph::Id v = 0; v < nodes.size(); ++v) nodes[v] = v;
  if (!game.partizan()) {
    const auto direct = generalized_grundy(graph, nodes), by_sums = generalized_grundy_by_sums(graph, nodes);
    const auto results = loopy_results(graph, nodes);
    for (PlayGraph::Id v = 0; v < nodes.size(); ++v) {
      const std::string_view want = results[v] == Result::loss ? "P" : results[v] == Result::win ? "N" : "D";
      if (!(direct[v] == by_sums[v]) || direct[v].outcome() != want)
        throw InputError(fmt::format("{}: at {} the generalized Sprague-Grundy value {} disagrees with the sums' {} or the "
                                     "outcome {} (internal error)",
                                     game.file(), game.show(store.at(v)), direct[v].text(), by_sums[v].text(), want));
    }
  }
  return fmt::format("{}: {} positions of size <= {} and their {} options checked (loopy: {} positions reached): options "
                     "are positions valid() accepts, normalize is idempotent{}",
                     game.file(), all.size(), bound, options_seen, store.count(),
                     game.partizan() ? "" : ", generalized Sprague-Grundy values agree with the outcomes of the sums u + *m");
}

}  // namespace

std::string self_check(const std::filesystem::path& path, std::uint64_t bound, std::uint64_t max_memory) {
  GameFile game(path);
  game.set_enumeration_limit(max_memory);
  game.set_copy_cap(max_memory);  // what positions() returns is held to --max-memory, not the Lua cap
  if (game.loopy()) return self_check_loopy(game, game.positions(bound), bound);
  GameSolver solver(game);
  solver.set_memory_limit(max_memory);
  const std::vector<Position> all = game.positions(bound);
  PositionList opts, left;
  std::uint64_t options_seen = 0;
  for (const Position& p : all) {
    const Position again = game.normalize(p);
    if (again != p) throw InputError(fmt::format("{}: normalize is not idempotent at {}", game.file(), game.show(p)));
    solver.outcome(p);  // solves p: cycles and self-options are found here
    PositionList parts;
    if (game.split(p, parts)) continue;  // a sum: its components are checked as positions of their own
    for (Side side : game.partizan() ? std::vector<Side>{Side::left, Side::right} : std::vector<Side>{Side::options}) {
      game.moves(p, side, opts);
      std::vector<bool> seen(opts.size() + 1, false);
      for (std::size_t i = 0; i < opts.size(); ++i) {
        ++options_seen;
        const Position q(opts[i].begin(), opts[i].end());
        if (!game.valid(q))
          throw InputError(fmt::format("{}: an option of {} is {}, which valid() rejects", game.file(), game.show(p), game.show(q)));
        if (!game.partizan()) {
          const std::uint32_t g = solver.grundy(q);
          if (g < seen.size()) seen[g] = true;
        }
      }
      if (!game.partizan()) {
        std::uint32_t m = 0;
        while (seen[m]) ++m;
        if (m != solver.grundy(p))
          throw InputError(fmt::format("{}: at {} the solver's Grundy value {} is not the mex {} of its options (internal error)",
                                       game.file(), game.show(p), solver.grundy(p), m));
      }
    }
  }
  return fmt::format("{}: {} positions of size <= {} and their {} options checked: options are positions valid() accepts, "
                     "no option equals its position, no cycle ({} positions solved), normalize is idempotent{}",
                     game.file(), all.size(), bound, options_seen, solver.positions(),
                     game.partizan() ? "" : ", every Grundy value is the mex of its options' values");
}

namespace {
std::atomic<std::uint64_t> g_listing_memory{0};
}  // namespace

void set_game_file_listing_memory(std::uint64_t bytes) { g_listing_memory.store(bytes); }

const GameEntry& game_file_entry(const std::filesystem::path& path) {
  static std::map<std::string, GameEntry> loaded;
  std::error_code ec;
  const std::string key = std::filesystem::absolute(path, ec).lexically_normal().string();
  if (auto it = loaded.find(key); it != loaded.end()) return it->second;
  auto game = std::make_shared<GameFile>(path);  // loads and checks the file once, here
  GameEntry e;
  e.id = game->id();
  e.title = game->title();
  e.syntax = game->has_parse() ? "the file's own text form (parse/show)" : "integers separated by commas; () is the empty position";
  e.partizan = game->partizan();
  e.loopy = game->loopy();
  if (game->loopy()) e.session = [path] { return loopy_file_session(path); };
  else e.session = [path] { return std::make_unique<FileSession>(path); };
  e.misere = [path] { return misere_file_session(path); };
  e.explorer.bound_meaning = "size (the file's size(p), by default the sum of the entries)";
  // One Lua state serves one thread at a time, and hunt's workers read fields and normalize texts at
  // once: the hooks below take turns on the file (two workers in one state crashed or hung a hunt
  // over a game file on two threads).
  auto turn = std::make_shared<std::mutex>();
  e.explorer.enumerate = [game, turn](std::uint64_t bound, const Shape&, const std::function<void(const std::string&)>& visit) {
    std::vector<std::string> texts;
    {
      const std::lock_guard lock(*turn);
      if (const std::uint64_t limit = g_listing_memory.load(); limit != 0) {
        game->set_copy_cap(limit);
        game->set_enumeration_limit(limit);
      }
      for (const Position& p : game->positions(bound)) texts.push_back(hunt_text(*game, p));
    }
    for (const std::string& t : texts) visit(t);
  };
  e.explorer.random = [game] {
    // A caller without a bound gets draws from the enumeration at size 20; hunts and claim files draw
    // at their own bound (claim_file/target.hpp: FileTarget::random).
    return rc::gen::map(position_gen(game, 20), [game](const Position& p) { return hunt_text(*game, p); });
  };
  e.explorer.fields = [game, turn](std::string_view text) {
    const std::lock_guard lock(*turn);
    const Position p = game->parse(text);
    return Fields{{"p", std::vector<std::int64_t>(p.begin(), p.end())},
                  {"n", game->size(p)},
                  {"k", static_cast<std::int64_t>(p.size())}};
  };
  e.normalize = [game, turn](std::string_view text) {
    const std::lock_guard lock(*turn);
    return game->show(game->parse(text));
  };
  return loaded.emplace(key, std::move(e)).first->second;
}

}  // namespace cgcheck::lua
