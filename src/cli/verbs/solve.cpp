// cgcheck solve: POSITION<TAB>VALUE<TAB>OUTCOME per position (arguments, or one per line on stdin).
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <algorithm>
#include <memory>
#include <unordered_map>
#include <string>
#include <vector>

#include <fmt/core.h>
#include <fmt/ranges.h>

#include "cli/verb.hpp"
#include "cgt/analysis.hpp"
#include "cgt/parse_value.hpp"
#include "core/error.hpp"
#include "runtime/output.hpp"
#include "core/text.hpp"
#include "report/thermograph_svg.hpp"
#include "claims/result.hpp"
#include "core/memo_solver.hpp"
#include "core/outcome.hpp"
#include "runtime/misere_session.hpp"
#include "cgt/misere_form.hpp"
#include "core/heap_bytes.hpp"
#include "core/progress.hpp"
#include "lua/game_entry.hpp"

namespace cgcheck::cli {
namespace {

constexpr std::size_t kLongValue = 10'000;

// The columns of a misère canonical form (solve --play misere --show), CGSuite's properties of the
// same names: the form in CGSuite's notation, its genus as CGSuite prints it (nim heaps "2", tame
// and restive games "0^0", others in full), tame (hereditarily), restive, restless, the misère and
// normal-play nim values.
// `solve --play misere --show canonical`: the misère canonical form of an impartial position (of a
// built-in game or a game file), made from its options as the game's session lists them
// (SolveSession::options), each position once, its form from its options' forms
// (cgt/misere_form.hpp). Positions are kept by their printed text between the positions of a batch.
// Throws InputError for a partizan game, a game that does not list its options, a position past
// the budget (moves explored) or the memory limit.
class MisereForms {
 public:
  explicit MisereForms(const GameEntry& game);
  cgt::MisereId form(std::string_view position);
  cgt::MisereArena& arena() { return arena_; }
  void set_budget(std::uint64_t moves) { budget_ = moves; }
  void set_memory_limit(std::uint64_t bytes) {
    memory_ = bytes;
    arena_.set_memory_limit(bytes == 0 ? UINT64_MAX : bytes);
  }

 private:
  const GameEntry& game_;
  std::unique_ptr<SolveSession> session_;
  cgt::MisereArena arena_;
  std::unordered_map<std::string, cgt::MisereId> done_;
  std::uint64_t budget_ = 0, memory_ = 0, text_bytes_ = 0;
};

MisereForms::MisereForms(const GameEntry& game) : game_(game) {
  if (game.partizan)
    throw InputError(fmt::format("misère canonical forms are of impartial games ({} is partizan)", game.id));
  session_ = game.session();
}

cgt::MisereId MisereForms::form(std::string_view position) {
  const std::string root = game_.normalize ? game_.normalize(position) : std::string(position);
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
    if (!opts) throw InputError(fmt::format("{} does not list its options: no misère canonical form", game_.id));
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

struct Flags {
  std::string game;
  std::vector<std::string> positions;
  bool outcome_only = false;
  std::string play = "normal";
  std::vector<std::string> show;  // --show: analysis columns of partizan values
  bool full_values = false;
  std::string thermograph;  // --thermograph FILE.svg
  CLI::Option* thermograph_opt = nullptr;
  std::string compare;        // --compare VALUE
  CLI::Option* compare_opt = nullptr;
  std::string winning_moves;  // --winning-moves [left|right]
  CLI::Option* winning_opt = nullptr;
  std::uint64_t max_moves = 200'000'000;
  double memory_gib = static_cast<double>(kDefaultSolveMemory) / (1 << 30);
  CLI::Option* memory = nullptr;
};

// Whether `text` parses as a position of the game (without solving it).
bool is_position(const GameEntry& game, const std::string& text) {
  if (!game.normalize) return true;
  try {
    game.normalize(text);
    return true;
  } catch (const InputError&) {
    return false;
  }
}

// "=", ">", "<" or "||": how canonical g compares with v, read off the outcome of g - v.
std::string relation(cgt::Arena& a, cgt::GameId g, cgt::GameId v) {
  switch (a.outcome(a.add(g, a.neg(v)))) {
    case Outcome::P: return "=";
    case Outcome::L: return ">";
    case Outcome::R: return "<";
    default: return "||";
  }
}

int solve(const Session& s, const Flags& f) {
  // Moves explored do not bound memory (a position of 40,000 heaps is 160 KB, and a few moves per
  // level of a deep line hold gigabytes), so a solve has a memory limit of its own: a fixed default,
  // so that the same position is refused on every machine, lowered under a smaller address-space
  // limit (ulimit -v).
  const std::uint64_t limit = f.memory->count() > 0 ? gib_to_bytes(f.memory_gib, "--max-memory")
                                                    : std::min(kDefaultSolveMemory, address_space_share());
  const GameEntry& game = find_game(s.reg(), f.game);
  // Under misère play --show names columns of the position's misère canonical form; under normal
  // play, of a partizan value.
  const bool misere_show = f.play == "misere" && !f.show.empty();
  if (misere_show) {
    for (const auto& name : f.show)
      if (std::find(kMisereColumns.begin(), kMisereColumns.end(), name) == kMisereColumns.end())
        throw InputError(fmt::format("--show {} under --play misere: the columns are {}", name, fmt::join(kMisereColumns, ", ")));
    if (game.partizan || f.outcome_only || game.loopy)
      throw InputError("--show under --play misere analyses the misère canonical forms of impartial games that end (no --outcome, partizan or loopy game)");
  } else {
    for (const auto& name : f.show) cgt::check_analysis_name(name);
    if (!f.show.empty() && (!game.partizan || f.outcome_only || game.loopy))
      throw InputError("--show analyses the values of partizan games under normal play, and under --play misere the misère canonical forms of impartial games (no --outcome or loopy game)");
  }
  std::unique_ptr<MisereForms> forms;
  if (misere_show) {
    forms = std::make_unique<MisereForms>(game);
    forms->set_budget(f.max_moves);
    forms->set_memory_limit(limit);
  }
  cgt::Arena values;  // the printed values read back for --show and --thermograph
  values.set_memory_limit(limit);
  cgt::Analysis analysis(values);
  auto session = f.play == "misere" ? misere_session(game) : game.session();
  session->set_budget(f.max_moves);
  session->set_memory_limit(limit);
  const bool comparing = f.compare_opt->count() > 0, winning = f.winning_opt->count() > 0;
  if ((comparing || winning) && (f.outcome_only || !f.show.empty() || f.thermograph_opt->count() > 0 || (comparing && winning)))
    throw InputError("--compare and --winning-moves are each used alone (not with each other, --outcome, --show or --thermograph)");
  if (comparing && (f.play == "misere" || game.loopy))
    throw InputError("--compare compares values of games that end, under normal play");
  cgt::GameId compared = 0;
  if (comparing) compared = values.canon(cgt::parse_value(values, f.compare));
  bool left = true;
  if (winning) {
    if (game.partizan && f.winning_moves.empty())
      throw InputError(fmt::format("{} is partizan: say whose winning moves, --winning-moves left or right", game.id));
    if (!f.winning_moves.empty() && f.winning_moves != "left" && f.winning_moves != "right")
      throw InputError(fmt::format("--winning-moves {}: left or right", f.winning_moves));
    left = f.winning_moves != "right";
  }
  // POSITION<TAB>RELATION<TAB>VALUE: decided by search where the session has one (a partizan game
  // file: the outcome of the position minus the value), else from the position's canonical form.
  const auto compare = [&](const std::string& text) {
    std::optional<std::string> rel = session->compare_by_search(text, f.compare);
    if (!rel) {
      const Solved solved = session->solve(text);
      const cgt::GameId g = game.partizan ? cgt::parse_value(values, solved.value) : values.nimber(grundy_of(solved));
      rel = relation(values, values.canon(g), compared);
    }
    fmt::print("{}\t{}\t{}\n", printable(text), *rel, f.compare);
  };
  // POSITION<TAB>SIDE<TAB>COUNT<TAB>MOVE<TAB>MOVE...: every winning move of the player to move.
  const auto winning_moves = [&](const std::string& text) {
    const auto moves = session->winning_moves(text, left);
    if (!moves) throw InputError(fmt::format("{} does not list its moves: --winning-moves is for game files and impartial games", game.id));
    std::string line = fmt::format("{}\t{}\t{}", printable(text), game.partizan ? (left ? "left" : "right") : "mover", moves->size());
    for (const auto& m : *moves) line += "\t" + printable(m);
    fmt::print("{}\n", line);
  };
  auto answer = [&](const std::string& text) {
    if (comparing) return compare(text);
    if (winning) return winning_moves(text);
    Solved solved;
    try {
      solved = f.outcome_only ? session->outcome(text) : session->solve(text);
    } catch (const Interrupted&) {
      // Exit here, with the session alive: unwinding would first free the solver's memo (millions
      // of entries, more than a second on a loaded machine), and nothing else is left to write.
      std::fflush(stdout);
      print_error("", fmt::format("interrupted while solving '{}' (the answers above are complete)", text));
      std::_Exit(130);
    }
    // A value longer than kLongValue characters is named by its size unless --full-values: a batch
    // of partizan positions should not write hundreds of megabytes by surprise.
    if (!f.full_values && solved.value.size() > kLongValue)
      solved.value = fmt::format("[value of {} characters: --full-values prints it]", with_commas(solved.value.size()));
    // The position is the game's text (a game file's show()): printed with its control bytes and
    // tabs escaped, so it stays one column of one line and never reaches the terminal raw.
    const std::string pos = printable(solved.position);
    // Misère play of a partizan game has an outcome and no value; of an impartial game, a genus too.
    if (f.outcome_only || solved.value.empty()) fmt::print("{}\t{}\n", pos, solved.outcome);
    else if (misere_show) {
      // The asked columns of the misère canonical form, made from the position's options.
      cgt::MisereArena& a = forms->arena();
      const cgt::MisereId g = forms->form(text);
      std::string line = fmt::format("{}\t{}\t{}\t{}", pos, solved.value, solved.outcome, solved.genus);
      for (const auto& name : f.show) line += "\t" + misere_column(a, g, name);
      fmt::print("{}\n", line);
    } else if (!solved.genus.empty()) fmt::print("{}\t{}\t{}\t{}\n", pos, solved.value, solved.outcome, solved.genus);
    else if (f.show.empty()) fmt::print("{}\t{}\t{}\n", pos, solved.value, solved.outcome);
    else {
      // The asked columns, computed on the printed value read back (the analysis knows no game).
      std::string line = fmt::format("{}\t{}\t{}", pos, solved.value, solved.outcome);
      if (solved.value.starts_with('[')) throw InputError(fmt::format("'{}': --show needs --full-values for a value this long", solved.position));
      const cgt::GameId v = cgt::parse_value(values, solved.value);
      for (const auto& name : f.show) line += "\t" + analysis.column(v, name);
      fmt::print("{}\n", line);
    }
  };
  if (f.thermograph_opt->count() > 0) {
    // One position: its value's thermograph, written whole (atomically) after the answer.
    if (f.positions.size() != 1 || !game.partizan || f.play == "misere" || game.loopy)
      throw InputError("--thermograph draws one position of a partizan game under normal play: give exactly one");
    const Solved solved = session->solve(f.positions[0]);
    const cgt::GameId v = cgt::parse_value(values, solved.value);
    write_file_atomically(f.thermograph, thermograph_svg(analysis.thermographs().of(v),
                                                         fmt::format("{} {}: {}", game.id, solved.position, solved.value)));
  }
  if (!f.positions.empty()) {
    for (const auto& p : f.positions) answer(p);
    return 0;
  }
  // Batch mode: one position per line on standard input. A line that begins with '#' is a comment
  // only when it is not a position of the game (a Domineering board whose first square is filled
  // begins with '#'), and each comment skipped says so on standard error: no line is dropped
  // silently. An empty line is the empty position.
  std::string line;
  std::size_t lineno = 0;
  while (std::getline(std::cin, line)) {
    ++lineno;
    if (!line.empty() && line[0] == '#' && !is_position(game, line)) {
      print_error("", fmt::format("line {} is not a position of {}: read as a comment, skipped", lineno, game.id));
      continue;
    }
    try {
      answer(line);
    } catch (const InputError& e) {
      throw InputError(fmt::format("line {}: {}", lineno, e.what()));
    }
  }
  return 0;
}

const VerbRegistration kSolve{{30, [](CLI::App& app, Session& s) {
  auto f = std::make_shared<Flags>();
  VerbRun v;
  auto* cmd = v.command = app.add_subcommand("solve", "Solve positions: POSITION<TAB>VALUE<TAB>OUTCOME per line");
  cmd->add_flag("--outcome", f->outcome_only,
                "Print POSITION<TAB>OUTCOME only, answered from a P/N table where the game has one (nim-pass heaps "
                "<= 4, single-delete-nim 4 piles, sliding-coins-four)");
  cmd->add_option("--play", f->play,
                  "normal (the player who cannot move loses) or misere (who cannot move wins: impartial games print "
                  "POSITION, misère Grundy value, outcome, genus; partizan ones POSITION, outcome)")
      ->check(CLI::IsMember({"normal", "misere"}))
      ->capture_default_str();
  cmd->add_option("--show", f->show,
                  "Extra columns for a partizan value, in the order given: left_stop, right_stop, mean, temperature, "
                  "atomic_weight (- when not atomic), reduced (the reduced canonical form), birthday, freeze, incentives, "
                  "confusion_interval, cool=T, heat=T, norton=U, overheat=S:T (see docs/values.md); under --play "
                  "misere, of an impartial game's misère canonical form: canonical, genus, tame, restive, restless, "
                  "misere_nim_value, nim_value (see docs/misere-and-loopy.md)")
      ->delimiter(',');
  f->thermograph_opt = cmd->add_option("--thermograph", f->thermograph,
                                       "Draw the thermograph of the one position given to FILE (SVG), written whole");
  f->compare_opt = cmd->add_option("--compare", f->compare,
                                   "Compare each position with VALUE (CGSuite notation): POSITION<TAB>=, >, < or ||<TAB>VALUE; "
                                   "a partizan game file decides it by the outcome search of the position minus VALUE, "
                                   "without the position's canonical form");
  f->winning_opt = cmd->add_option("--winning-moves", f->winning_moves,
                                   "List the winning moves of the player to move (left or right for a partizan game): "
                                   "POSITION<TAB>SIDE<TAB>COUNT<TAB>MOVE...; decided by search for game files")
                       ->expected(0, 1);
  cmd->add_flag("--full-values", f->full_values,
                "Print values of any length (by default a value longer than 10,000 characters prints as its size)");
  cmd->add_option("game", f->game, "Game id, or a game file (.lua)")->required();
  cmd->add_option("positions", f->positions, "Positions; none: read one per line from standard input");
  // Measured on the 2-core development machine (shared): 10^7 moves took 3.8 s to the refusal,
  // 2·10^7 4.5-9.7 s (Nim, Nim with a pass, four sliding coins), growing faster than linearly with
  // the memo; the default 2·10^8 takes a minute or more (README). A game file's move costs its Lua
  // call: the Clobber example's 6 x 10 board, --outcome, 10^6 moves in 20-40 s.
  cmd->add_option("--max-moves", f->max_moves,
                  "Refuse a position whose solution needs more moves explored than this (the default takes a "
                  "minute or more to a refusal; 20000000: about 10 s for built-in games, far longer for a game "
                  "file, whose moves cost its Lua calls; see docs/commands.md)")
      ->capture_default_str()
      ->check(kNonNegative);
  f->memory = cmd->add_option("--max-memory", f->memory_gib, "GiB the solver's memo and move lists may take (default 2)");
  s.add_lua_steps_option(cmd);
  v.files = [f](std::vector<OutputTarget>& outputs, std::vector<std::string>& inputs) {
    if (f->thermograph_opt->count() > 0) outputs.push_back({"--thermograph", f->thermograph});
    if (lua::is_game_file(f->game)) inputs.push_back(f->game);
  };
  v.run = [f, &s] { return solve(s, *f); };
  return v;
}}};

}  // namespace
}  // namespace cgcheck::cli
