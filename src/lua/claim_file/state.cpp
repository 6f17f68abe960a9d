#include "lua/claim_file/state.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/core.h>

#include "core/error.hpp"
#include "lua/helpers.hpp"

namespace cgcheck::lua::claim_file {

void ClaimState::expose_functions() {
  expose_helpers(*this);
  expose("grundy", &ClaimState::l_grundy);
  expose("value", &ClaimState::l_value);
  expose("outcome", &ClaimState::l_outcome);
  expose("options", &ClaimState::l_options);
  expose("misere_grundy", &ClaimState::l_misere_grundy);
  expose("misere_outcome", &ClaimState::l_misere_outcome);
  expose("genus", &ClaimState::l_genus);
  expose("misere_form", &ClaimState::l_misere_form);
  expose("winning_moves", &ClaimState::l_winning_moves);
  expose("compare", &ClaimState::l_compare);
  expose("value_in", &ClaimState::l_value_in);
}

ClaimState::ClaimState(const std::filesystem::path& path, bool peek) : peek_(peek) {
  spec.path = path.string();
  spec.stem = path.stem().string();
  file_ = path.filename().string();
  expose_functions();
  script_ = read_script(path.string(), "claim file");
  load(script_, "=" + file_, "claim file " + file_, &ClaimState::l_read);
}

ClaimState::ClaimState(const InlineClaim& c) : Sandbox(c.lua_memory), inline_(c) {
  file_ = "conjecture";
  spec.game = c.game;
  spec.paper_id = spec.stem = c.id;
  expose_functions();
  ClaimSpec claim;
  claim.id = c.id;
  claim.check = c.check;
  claim.check_name = std::string(name(c.check));
  claim.random = c.random;
  claim.formula_ref = compile(c.formula, "=conjecture", "conjecture");
  if (!c.where.empty()) {
    claim.has_where = true;
    claim.where_ref = compile(c.where, "=conjecture", "--where filter");
  }
  spec.claims.push_back(std::move(claim));
  script_ = c.text;
}

std::string ClaimState::speaker(std::size_t i, bool where, const std::string& at) const {
  if (inline_) return where ? "the --where filter" : "the conjecture";
  return fmt::format("{}: claim {}: {}({})", file_, spec.claims.at(i).id, where ? "where" : "formula", at);
}

std::string ClaimState::at_position(const std::string& at) const {
  return inline_ ? fmt::format(" at position {}", at) : std::string();
}

std::pair<std::string, std::string> ClaimState::where_source(std::size_t i) const {
  const ClaimSpec& c = spec.claims.at(i);
  if (!c.has_where || c.where_first < 1 || c.where_last < c.where_first) return {};
  std::size_t at = 0;
  for (int line = 1; line < c.where_first && at != std::string::npos; ++line) at = script_.find('\n', at), at = at == std::string::npos ? at : at + 1;
  if (at == std::string::npos) return {};
  std::size_t end = at;
  for (int line = c.where_first; line <= c.where_last && end != std::string::npos; ++line) end = script_.find('\n', end), end = end == std::string::npos ? end : end + 1;
  const std::string text = script_.substr(at, end == std::string::npos ? std::string::npos : end - at);
  const auto fn = text.find("function");
  if (fn == std::string::npos || text.find("function", fn + 8) != std::string::npos) return {};
  const auto open = text.find('(', fn), close = text.find(')', fn);
  if (open == std::string::npos || close == std::string::npos || close < open) return {};
  std::string param = text.substr(open + 1, close - open - 1);
  param.erase(std::remove_if(param.begin(), param.end(), [](unsigned char ch) { return std::isspace(ch); }), param.end());
  if (param.empty() || !std::all_of(param.begin(), param.end(), [](unsigned char ch) { return std::isalnum(ch) || ch == '_'; }))
    return {};
  const auto last_end = text.rfind("end");
  if (last_end == std::string::npos || last_end < close) return {};
  return {param, text.substr(close + 1, last_end - close - 1)};
}

Target& ClaimState::target(const char* function) const {
  if (!target_)
    throw InputError(fmt::format("{}: {}() is for formulas and where(), not for the file's top level (the game is "
                                 "not solved while the file loads)", file_, function));
  return *target_;
}

int ClaimState::evaluate(std::size_t i, bool where, const Case& c) {
  target_->prepare(c);
  claim_ = i;
  where_ = where;
  current_ = &c;
  const Call call = run(&ClaimState::l_eval);
  current_ = nullptr;
  if (call.ended == Ended::ok) return lua_type(state(), -1);
  const std::string at = shown(target_->print(c));
  if (call.ended == Ended::interrupted) throw Interrupted(fmt::format("interrupted at position {}; no file written", at));
  if (!inline_) throw InputError(fmt::format("{}: {}", speaker(i, where, at), call.message));
  // A conjecture's failures are worded as hunt has always worded them.
  switch (call.ended) {
    case Ended::stopped: throw InputError(fmt::format("conjecture stopped at position {}: {}", at, call.message));
    case Ended::input_error: throw InputError(fmt::format("at position {}: {}", at, call.message));
    default: throw InputError(fmt::format("conjecture error at position {}: {}", at, call.message));
  }
}

int ClaimState::l_eval(lua_State* L) {
  ClaimState& s = me(L);
  const ClaimSpec& c = s.spec.claims[s.claim_];
  lua_settop(L, 0);
  if (s.inline_) {
    // A conjecture's globals: the position's named values and pos (raw: a metatable the script put
    // on _G is not run).
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    s.target_->push_fields(L, 1);
    lua_settop(L, 0);
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, s.where_ ? c.where_ref : c.formula_ref);
  s.target_->push(L);
  lua_call(L, 1, 1);
  return 1;
}

}  // namespace cgcheck::lua::claim_file
