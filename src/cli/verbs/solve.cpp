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
#include "cgt/loopy/value.hpp"
#include "cgt/parse_value.hpp"
#include "core/error.hpp"
#include "runtime/output.hpp"
#include "core/text.hpp"
#include "report/thermograph_svg.hpp"
#include "claims/result.hpp"
#include "core/memo_solver.hpp"
#include "core/outcome.hpp"
#include "runtime/misere_session.hpp"
#include "games/misere_value/misere_forms.hpp"
#include "core/heap_bytes.hpp"
#include "core/progress.hpp"
#include "lua/game_entry.hpp"

namespace cgcheck::cli {
namespace {

constexpr std::size_t kLongValue = 10'000;

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
  std::string nim_method = "auto";  // --nim-method: how an impartial game file's nim values are found
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
  return std::string(relation_of_difference(a.outcome(a.add(g, a.neg(v)))));
}

// One run of `solve`: the flags checked against the game, the sessions made, then one answer per
// position (a value line, a comparison, the winning moves, or misère columns).
class SolveRun {
 public:
  SolveRun(const Session& s, const Flags& f);
  void answer(const std::string& text);
  // --thermograph: the one position's thermograph, written whole after the checks.
  void thermograph();
  const GameEntry& game() const { return game_; }

 private:
  void check_show();
  void check_compare_and_winning();
  void compare(const std::string& text);
  void winning_moves(const std::string& text);
  std::string show_columns(const std::string& text, const Solved& solved, const std::string& pos);

  const Flags& f_;
  const GameEntry& game_;
  std::uint64_t limit_;
  bool misere_show_, comparing_, winning_, left_ = true;
  cgt::Arena values_;  // the printed values read back for --show, --compare and --thermograph
  cgt::Analysis analysis_{values_};
  std::unique_ptr<SolveSession> session_;
  std::unique_ptr<MisereForms> forms_;
  cgt::GameId compared_ = 0;
};

// Moves explored do not bound memory (a position of 40,000 heaps is 160 KB, and a few moves per
// level of a deep line hold gigabytes), so a solve has a memory limit of its own: a fixed default,
// so that the same position is refused on every machine, lowered under a smaller address-space
// limit (ulimit -v).
SolveRun::SolveRun(const Session& s, const Flags& f)
    : f_(f),
      game_(find_game(s.reg(), f.game)),
      limit_(f.memory->count() > 0 ? gib_to_bytes(f.memory_gib, "--max-memory")
                                   : std::min(kDefaultSolveMemory, address_space_share())),
      misere_show_(f.play == "misere" && !f.show.empty()),
      comparing_(f.compare_opt->count() > 0),
      winning_(f.winning_opt->count() > 0) {
  check_show();
  check_compare_and_winning();
  if (misere_show_) {
    forms_ = std::make_unique<MisereForms>(game_);
    forms_->set_budget(f.max_moves);
    forms_->set_memory_limit(limit_);
  }
  values_.set_memory_limit(limit_);
  session_ = f.play == "misere" ? misere_session(game_) : game_.session();
  session_->set_budget(f.max_moves);
  session_->set_memory_limit(limit_);
  if (f.nim_method != "auto") {
    const NimMethod m = f.nim_method == "search" ? NimMethod::search : NimMethod::full;
    if (f.play != "normal" || !session_->set_nim_method(m))
      throw InputError(fmt::format("--nim-method {} is for impartial game files under normal play; {} is {}", f.nim_method,
                                   game_.id,
                                   f.play != "normal" ? "played misère here"
                                   : game_.partizan   ? "partizan"
                                                      : "a built-in game with a solver of its own"));
  }
  if (comparing_) compared_ = values_.canon(cgt::parse_value(values_, f.compare));
}

// Under misère play --show names columns of the position's misère canonical form; under normal
// play, of a partizan value.
void SolveRun::check_show() {
  if (misere_show_) {
    for (const auto& name : f_.show)
      if (std::find(kMisereColumns.begin(), kMisereColumns.end(), name) == kMisereColumns.end())
        throw InputError(fmt::format("--show {} under --play misere: the columns are {}", name, fmt::join(kMisereColumns, ", ")));
    if (game_.partizan || f_.outcome_only || game_.loopy)
      throw InputError("--show under --play misere analyses the misère canonical forms of impartial games that end (no --outcome, partizan or loopy game)");
    return;
  }
  for (const auto& name : f_.show) cgt::check_analysis_name(name);
  if (!f_.show.empty() && (!game_.partizan || f_.outcome_only))
    throw InputError("--show analyses the values of partizan games under normal play (loopy ones too), and under --play misere the misère canonical forms of impartial games (no --outcome)");
}

void SolveRun::check_compare_and_winning() {
  if ((comparing_ || winning_) && (f_.outcome_only || !f_.show.empty() || f_.thermograph_opt->count() > 0 || (comparing_ && winning_)))
    throw InputError("--compare and --winning-moves are each used alone (not with each other, --outcome, --show or --thermograph)");
  if (comparing_ && (f_.play == "misere" || game_.loopy))
    throw InputError("--compare compares values of games that end, under normal play");
  if (!winning_) return;
  if (game_.partizan && f_.winning_moves.empty())
    throw InputError(fmt::format("{} is partizan: say whose winning moves, --winning-moves left or right", game_.id));
  if (!f_.winning_moves.empty() && f_.winning_moves != "left" && f_.winning_moves != "right")
    throw InputError(fmt::format("--winning-moves {}: left or right", f_.winning_moves));
  left_ = f_.winning_moves != "right";
}

// POSITION<TAB>RELATION<TAB>VALUE: decided by search where the session has one (a partizan game
// file: the outcome of the position minus the value), else from the position's canonical form.
void SolveRun::compare(const std::string& text) {
  std::optional<std::string> rel = session_->compare_by_search(text, f_.compare);
  if (!rel) {
    const Solved solved = session_->solve(text);
    const cgt::GameId g = game_.partizan ? cgt::parse_value(values_, solved.value) : values_.nimber(grundy_of(solved));
    rel = relation(values_, values_.canon(g), compared_);
  }
  fmt::print("{}\t{}\t{}\n", printable(text), *rel, f_.compare);
}

// POSITION<TAB>SIDE<TAB>COUNT<TAB>MOVE<TAB>MOVE...: every winning move of the player to move.
void SolveRun::winning_moves(const std::string& text) {
  const auto moves = session_->winning_moves(text, left_);
  if (!moves) throw InputError(fmt::format("{} does not list its moves: --winning-moves is for game files and impartial games", game_.id));
  std::string line = fmt::format("{}\t{}\t{}", printable(text), game_.partizan ? (left_ ? "left" : "right") : "mover", moves->size());
  for (const auto& m : *moves) line += "\t" + printable(m);
  fmt::print("{}\n", line);
}

// The --show columns after POSITION, VALUE, OUTCOME (and the genus under misère play): of the
// misère canonical form made from the position's options, or of the printed value read back (the
// analysis knows no game).
std::string SolveRun::show_columns(const std::string& text, const Solved& solved, const std::string& pos) {
  std::string line;
  if (misere_show_) {
    cgt::MisereArena& a = forms_->arena();
    const cgt::MisereId g = forms_->form(text);
    line = fmt::format("{}\t{}\t{}\t{}", pos, solved.value, solved.outcome, solved.genus);
    for (const auto& name : f_.show) line += "\t" + misere_column(a, g, name);
    return line;
  }
  line = fmt::format("{}\t{}\t{}", pos, solved.value, solved.outcome);
  if (solved.value.starts_with('[')) throw InputError(fmt::format("'{}': --show needs --full-values for a value this long", solved.position));
  if (cgt::loopy::looks_loopy(solved.value)) {  // a stopper or sided value (onside, offside, stops, degree)
    const cgt::loopy::LoopyValue v = cgt::loopy::parse(values_, solved.value);
    for (const auto& name : f_.show) line += "\t" + cgt::loopy::column(values_, v, name);
    return line;
  }
  const cgt::GameId v = cgt::parse_value(values_, solved.value);
  for (const auto& name : f_.show) line += "\t" + analysis_.column(v, name);
  return line;
}

void SolveRun::answer(const std::string& text) {
  if (comparing_) return compare(text);
  if (winning_) return winning_moves(text);
  Solved solved;
  try {
    solved = f_.outcome_only ? session_->outcome(text) : session_->solve(text);
  } catch (const Interrupted&) {
    // Exit here, with the session alive: unwinding would first free the solver's memo (millions
    // of entries, more than a second on a loaded machine), and nothing else is left to write.
    std::fflush(stdout);
    print_error("", fmt::format("interrupted while solving '{}' (the answers above are complete)", text));
    std::_Exit(130);
  }
  // A value longer than kLongValue characters is named by its size unless --full-values: a batch
  // of partizan positions should not write hundreds of megabytes by surprise.
  if (!f_.full_values && solved.value.size() > kLongValue)
    solved.value = fmt::format("[value of {} characters: --full-values prints it]", with_commas(solved.value.size()));
  // The position is the game's text (a game file's show()): printed with its control bytes and
  // tabs escaped, so it stays one column of one line and never reaches the terminal raw.
  const std::string pos = printable(solved.position);
  // Misère play of a partizan game has an outcome and no value; of an impartial game, a genus too.
  if (f_.outcome_only || solved.value.empty()) fmt::print("{}\t{}\n", pos, solved.outcome);
  else if (!f_.show.empty()) fmt::print("{}\n", show_columns(text, solved, pos));
  else if (!solved.genus.empty()) fmt::print("{}\t{}\t{}\t{}\n", pos, solved.value, solved.outcome, solved.genus);
  else fmt::print("{}\t{}\t{}\n", pos, solved.value, solved.outcome);
}

void SolveRun::thermograph() {
  if (f_.thermograph_opt->count() == 0) return;
  if (f_.positions.size() != 1 || !game_.partizan || f_.play == "misere" || game_.loopy)
    throw InputError("--thermograph draws one position of a partizan game under normal play: give exactly one");
  const Solved solved = session_->solve(f_.positions[0]);
  const cgt::GameId v = cgt::parse_value(values_, solved.value);
  write_file_atomically(f_.thermograph, thermograph_svg(analysis_.thermographs().of(v),
                                                        fmt::format("{} {}: {}", game_.id, solved.position, solved.value)));
}

int solve(const Session& s, const Flags& f) {
  SolveRun run(s, f);
  run.thermograph();
  if (!f.positions.empty()) {
    for (const auto& p : f.positions) run.answer(p);
    return 0;
  }
  // Batch mode: one position per line on standard input (a CRLF line ending is a line ending). A
  // line that begins with '#' is a comment only when it is not a position of the game (a Domineering
  // board whose first square is filled begins with '#'), and each comment skipped says so on
  // standard error. A line that is refused (not a position, past a limit) says so on standard error
  // and the batch goes on; the exit code is then 2. No line is dropped silently. An empty line is
  // the empty position.
  std::string line;
  std::size_t lineno = 0, refused = 0;
  while (std::getline(std::cin, line)) {
    ++lineno;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty() && line[0] == '#' && !is_position(run.game(), line)) {
      print_error("", fmt::format("line {} is not a position of {}: read as a comment, skipped", lineno, run.game().id));
      continue;
    }
    try {
      run.answer(line);
    } catch (const InputError& e) {
      std::fflush(stdout);
      print_error("error: ", fmt::format("line {}: {}", lineno, e.what()));
      ++refused;
    }
    std::fflush(stdout);
  }
  return refused > 0 ? 2 : 0;
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
  cmd->add_option("--nim-method", f->nim_method,
                  "How an impartial game file's nim values are found: full (the value of every position below), "
                  "search (Lemoine and Viennot's: only the values its questions need), or auto (the full solve, "
                  "handing over to the search past 5,000 positions when no value above 16 was met and the file splits positions into components; "
                  "see docs/performance.md)")
      ->check(CLI::IsMember({"auto", "full", "search"}))
      ->capture_default_str();
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
