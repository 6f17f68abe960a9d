#include "lua/claim_file/state.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/core.h>

#include "core/error.hpp"
#include "lua/helpers.hpp"

namespace cgcheck::lua::claim_file {

ClaimState::ClaimState(const std::filesystem::path& path, bool peek) : peek_(peek) {
  spec.path = path.string();
  spec.stem = path.stem().string();
  file_ = path.filename().string();
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
  script_ = read_script(path.string(), "claim file");
  load(script_, "=" + file_, "claim file " + file_, &ClaimState::l_read);
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
  const char* fn = where ? "where" : "formula";
  const std::string at = shown(target_->print(c));
  switch (call.ended) {
    case Ended::ok: break;
    case Ended::interrupted: throw Interrupted(fmt::format("interrupted at position {}; no file written", at));
    case Ended::stopped:
    case Ended::input_error:
    case Ended::error:
      throw InputError(fmt::format("{}: claim {}: {}({}): {}", file_, spec.claims[i].id, fn, at, call.message));
  }
  return lua_type(state(), -1);
}

int ClaimState::l_eval(lua_State* L) {
  ClaimState& s = me(L);
  const ClaimSpec& c = s.spec.claims[s.claim_];
  lua_rawgeti(L, LUA_REGISTRYINDEX, s.where_ ? c.where_ref : c.formula_ref);
  s.target_->push(L);
  lua_call(L, 1, 1);
  return 1;
}

}  // namespace cgcheck::lua::claim_file
