// cgcheck claims: the claims, one line each (the files' own with --claims, unless widened).
#include <memory>

#include <fmt/core.h>

#include "cli/verb.hpp"

namespace cgcheck::cli {
namespace {

// A field of a tab-separated line: a TAB, line break or other control character in it (a claim
// file's cite or title) is written as an escape (\t, \n, \r, \xNN), and a backslash as \\, so
// every claim is one line of the same columns.
std::string tsv_field(std::string_view text) {
  std::string out;
  for (const char ch : text) {
    const auto u = static_cast<unsigned char>(ch);
    if (ch == '\t') out += "\\t";
    else if (ch == '\n') out += "\\n";
    else if (ch == '\r') out += "\\r";
    else if (ch == '\\') out += "\\\\";
    else if (u < 0x20 || u == 0x7f) out += fmt::format("\\x{:02x}", u);
    else out += ch;
  }
  return out;
}

struct Flags {
  std::string game;
  bool all = false;
};

const VerbRegistration kClaims{{20, [](CLI::App& app, Session& s) {
  auto f = std::make_shared<Flags>();
  VerbRun v;
  v.command = app.add_subcommand("claims", "List the claims");
  v.command->add_option("--game", f->game, "Only this game's claims (a game id or a game file)");
  v.command->add_flag("--all", f->all, "With --claims: every claim, not only the files' own");
  s.add_claims_option(v.command, "Claim file, or a folder of them (repeatable): their claims, or with --all every claim");
  s.add_conjectures_option(v.command, "Folder of saved conjectures: when it exists, they join the claims");
  s.add_lua_steps_option(v.command);
  v.reads_claims = true;
  v.run = [f, &s] {
    std::string game = f->game.empty() ? "" : find_game(s.reg(), f->game).id;
    // With --claims and neither --game nor --all, the files' claims only.
    const bool files_only = s.has_claim_files() && game.empty() && !f->all;
    for (const auto& c : s.reg().claims())
      if ((game.empty() || c.game == game) && (!files_only || s.base().claim(c.id) == nullptr))
        fmt::print("{}\t{}\t{}, {} ({})\n", tsv_field(c.id), name(c.expected), tsv_field(c.source.label),
                   tsv_field(c.source.section), tsv_field(c.source.paper));
    return 0;
  };
  return v;
}}};

}  // namespace
}  // namespace cgcheck::cli
