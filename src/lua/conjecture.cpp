#include "lua/conjecture.hpp"

#include <algorithm>
#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <utility>

#include <fmt/core.h>

#include "claims/check_kinds.hpp"
#include "core/error.hpp"
#include "lua/claim_file/run.hpp"
#include "lua/claim_file/state.hpp"
#include "runtime/workspace.hpp"

namespace cgcheck {

namespace claim_file = lua::claim_file;

std::string_view name(ConjectureForm f) {
  switch (f) {
    case ConjectureForm::predict_p: return "predict-p";
    case ConjectureForm::predict_grundy: return "predict-grundy";
    case ConjectureForm::predict_value: return "predict-value";
    case ConjectureForm::property: return name(CheckKind::property);  // the form is the check kind
  }
  return "?";
}

CheckKind check_kind(ConjectureForm f) {
  switch (f) {
    case ConjectureForm::predict_p: return CheckKind::p_iff;
    case ConjectureForm::predict_grundy: return CheckKind::grundy_is;
    case ConjectureForm::predict_value: return CheckKind::value_is;
    case ConjectureForm::property: return CheckKind::property;
  }
  return CheckKind::property;
}

ConjectureForm parse_conjecture_form(std::string_view s) {
  for (auto f : {ConjectureForm::predict_p, ConjectureForm::predict_grundy, ConjectureForm::predict_value,
                 ConjectureForm::property})
    if (name(f) == s) return f;
  throw InputError(fmt::format("unknown conjecture form '{}' (predict-p, predict-grundy, predict-value, property)", s));
}

namespace {

// The conjectures a game cannot answer, refused before the hunt rather than "found nothing": a game
// without an explorer, Grundy values of a partizan game, partizan values of a loopy impartial one.
void refuse_unfit(const Conjecture& c, const GameEntry& game) {
  if (!game.explorer.enumerate || !game.explorer.fields)
    throw InputError(fmt::format("game '{}' does not support hunt", game.id));
  if (c.form == ConjectureForm::predict_grundy && game.partizan)
    throw InputError("--predict-grundy is for impartial games; use --predict-value");
  if (c.form == ConjectureForm::predict_value && game.loopy && !game.partizan)
    throw InputError(fmt::format("--predict-value predicts partizan values; {} is impartial and loopy (use --predict-grundy)",
                                 game.id));
}

// The text a conjecture's checkpoints are named by: its game, form, code, --where and --shape.
std::string conjecture_text(const Conjecture& c) {
  return fmt::format("{}\n{}\n{}\n{}\n{}", c.game, name(c.form), c.code, c.where, c.shape);
}

// The conjecture as a one-claim spec (lua/claim_file/state.hpp): the claim a claim file would state
// with the same formula, walked by the same runner.
claim_file::InlineClaim inline_claim(const Conjecture& c, const GameEntry& game) {
  claim_file::InlineClaim ic;
  ic.game = c.game;
  ic.entry = &game;
  ic.bound_meaning = game.explorer.bound_meaning;
  ic.check = check_kind(c.form);
  ic.formula = c.code;
  ic.where = c.where;
  if (!c.shape.empty()) ic.shape = parse_shape(c.shape, game.explorer.shape);
  ic.random = game.explorer.random ? c.random : 0;
  ic.lua_memory = c.lua_memory;
  ic.solver_moves = c.solver_moves;
  ic.text = conjecture_text(c);
  return ic;
}

// Walks the conjecture in ctx (its threads, memory limit, seed and checkpoints) with the claim
// files' runner, into res. A script's failure refuses the hunt (exit 2), as it always has.
void run_conjecture(ClaimResult& res, const Conjecture& c, const GameEntry& game, RunContext& ctx, std::uint64_t bound,
                    const Registry& r, HuntStats* stats) {
  refuse_unfit(c, game);
  const claim_file::InlineClaim ic = inline_claim(c, game);
  const claim_file::ClaimSource source{"conjecture|" + ctx.claim_id() + "|" + ic.text,
                                       [ic] { return std::make_shared<claim_file::ClaimState>(ic); }};
  claim_file::WalkStats walked;
  try {
    claim_file::run_claim_of(res, ctx, bound, r, source, 0, &walked);
  } catch (const claim_file::ScriptError& e) {
    throw InputError(e.what());
  }
  if (stats) {
    stats->bound = bound;
    stats->shape = walked.shape;
    stats->empty_shape = walked.conflict;
    stats->where_in_shape = walked.where_in_shape;
    stats->generated = walked.generated;
    stats->kept = res.checked.empty() || res.checked.front().mode != "exhaustive" ? 0 : res.checked.front().count;
  }
}

}  // namespace

ClaimResult hunt(const Conjecture& c, const GameEntry& game, HuntStats* stats) {
  RunOptions options;
  options.threads = std::max(1u, c.threads);
  options.seed = c.seed;
  options.max_memory = c.max_memory;
  Workspace tables;
  RunContext ctx(options, tables, "hunt/" + game.id);
  const Registry games;
  ClaimResult res;
  res.seed = c.seed;
  const auto start = std::chrono::steady_clock::now();
  run_conjecture(res, c, game, ctx, c.bound.value_or(game.explorer.default_bound), games, stats);
  res.settle();
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return res;
}

std::shared_ptr<const ClaimCheck> conjecture_check(Conjecture c, std::function<const GameEntry&()> game, const Registry& r,
                                                   HuntStats* stats) {
  const std::string kind(name(check_kind(c.form)));
  return make_check(
      [c = std::move(c), game = std::move(game), reg = &r, stats](ClaimResult& res, RunContext& ctx, std::uint64_t bound) {
        run_conjecture(res, c, game(), ctx, bound, *reg, stats);
      },
      kind);
}

std::string bound_unit(std::string_view meaning) { return std::string(meaning.substr(0, meaning.find(" ("))); }

}  // namespace cgcheck
