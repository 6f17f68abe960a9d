// cgcheck new NAME: a game file and a claim file to start from.
#include <memory>

#include "cli/verb.hpp"
#include "lua/templates.hpp"

namespace cgcheck::cli {
namespace {

const VerbRegistration kNew{{60, [](CLI::App& app, Session&) {
  auto name = std::make_shared<std::string>();
  VerbRun v;
  v.command = app.add_subcommand("new", "Write NAME.lua (a game file) and NAME-claims.lua (a claim file) to start from");
  v.command->add_option("name", *name, "Name of the game (lower-case letters, digits, '-')")->required();
  v.run = [name] { return lua::write_templates(*name); };
  return v;
}}};

}  // namespace
}  // namespace cgcheck::cli
