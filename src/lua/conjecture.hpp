#pragma once
// Conjectures typed at the command line, written in Lua 5.4 (`cgcheck hunt`). A conjecture is a
// Lua chunk evaluated once per position, with the position's named values (the game's Explorer
// fields) as globals and the solver reachable through grundy(pos) / value(pos) / outcome(pos).
// It knows no game: positions are text, fields come from the game's Explorer.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "core/result.hpp"
#include "core/registry.hpp"

namespace cgcheck {

enum class ConjectureForm {
  predict_p,       // returns a boolean: the position is a P-position
  predict_grundy,  // returns an integer: the position's Grundy value
  predict_value,   // returns a string: the canonical value (partizan games), as `solve` prints it
  property         // returns a boolean: true where the property holds; may call the solver
};
std::string_view name(ConjectureForm f);
ConjectureForm parse_conjecture_form(std::string_view s);  // throws InputError

struct Conjecture {
  std::string name;  // for --save and saved conjectures
  std::string game;
  ConjectureForm form = ConjectureForm::property;
  std::string code;
  std::string where;         // optional Lua filter: positions where it returns false are skipped
  std::uint64_t bound = 0;   // exhaustive phase: every position of size <= bound
  std::uint64_t random = 0;  // random phase: this many positions
  std::uint64_t seed = 1;
  std::string expected;      // for saved conjectures: "holds" or "refuted"
  std::uint64_t lua_memory = std::uint64_t{1} << 30;  // bytes the script's Lua state may hold
};

// Runs the exhaustive phase then the random phase. A Lua error, a result of the wrong type, a
// runaway script (work limit per position) or a script over its memory cap throws InputError; a
// signal (SIGINT/SIGTERM) stops even a script inside pcall and throws Interrupted.
ClaimResult hunt(const Conjecture& c, const GameEntry& game);

// Saved conjectures: <folder>/<name>.json. The shipped ones are in the share folder's conjectures/
// (core/share_dir.hpp); `hunt --save` writes to the user's folder (--conjectures, default
// ./conjectures), never to the install.
std::string conjecture_path(const std::filesystem::path& dir, const std::string& name);
// Throws InputError unless `name` may be saved in `dir`: lower-case letters, digits, '-', '_', and
// not the name of a shipped conjecture unless `dir` is the shipped folder itself (run from the
// repository's root, ./conjectures is the shipped folder: saving there adds a shipped conjecture).
void check_conjecture_name(const std::string& name, const std::filesystem::path& dir);
// Creates `dir` if needed and writes the conjecture to it atomically; returns the file written.
std::string save_conjecture(const Conjecture& c, const std::filesystem::path& dir, bool force = false);
// Registers every conjecture saved in `dir` as a claim `<game>/conj-saved-<name>` of its game. The
// shipped ones are cited as conjectures/<name>.json (as in the repository), a user's as the file.
// A name already taken by a registered conjecture, or an unreadable file in a user's folder, throws
// InputError; a missing folder adds nothing.
void register_saved_conjectures(Registry& r, const std::filesystem::path& dir, bool shipped);

}  // namespace cgcheck
