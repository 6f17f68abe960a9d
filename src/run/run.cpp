#include "run/run.hpp"

#include "core/progress.hpp"

#include <chrono>
#include <exception>

#include <set>

#include <fmt/core.h>

#include "cgt/parse_value.hpp"
#include "cgt/thermograph.hpp"
#include "claims/certificate.hpp"
#include "core/error.hpp"

namespace cgcheck {

namespace {

// Every failure of a list this short gets its own certificate (a table's wrong rows); longer lists
// certify the counterexample only.
constexpr std::size_t kCertifiedFailures = 4;

// Certificates for a refuted claim's counterexample (and for each failure of a short list), built
// from the game's rules. A game without options, or a position the game does not read, gets none;
// the reason is kept in the message.
void certify(const Claim& c, ClaimResult& res, const Registry& games) {
  if (res.status != Status::refuted || !res.counterexample) return;
  std::vector<Witness> witnesses = res.counterexample->witnesses;
  if (res.failures.size() == res.mismatches && res.failures.size() <= kCertifiedFailures)
    for (const auto& f : res.failures) witnesses.insert(witnesses.end(), f.witnesses.begin(), f.witnesses.end());
  std::set<std::pair<std::string, std::string>> done;
  for (const Witness& w : witnesses) {
    const std::string game = w.game.empty() ? c.game : w.game;
    if (!done.insert({game, w.position}).second) continue;
    const GameEntry* g = nullptr;
    try {
      g = games.game(game);
    } catch (const InputError&) {
    }
    if (!g) {
      // Said, not skipped: a false claim about a game the run cannot look up had an empty message.
      res.message += fmt::format("{}no certificate for {}: the game {} is not in the run's registry",
                                 res.message.empty() ? "" : "; ", w.position, game);
      continue;
    }
    std::string why;
    if (auto cert = build_certificate(*g, w, &why)) res.certificates.push_back(std::move(*cert));
    else res.message += fmt::format("{}no certificate for {}: {}", res.message.empty() ? "" : "; ", w.position, why);
  }
}

// The thermograph of a counterexample that is a position of a partizan game, solved within a budget
// (the report draws it). A counterexample the game does not read as one of its positions (a claim
// whose counterexample names games, or a sum too large for the budget) gets none; any other failure
// is said in the message.
void draw_thermograph(const Claim& c, ClaimResult& res, const Registry& games) {
  const auto& ce = res.counterexample;
  if (!ce) return;
  try {
    const GameEntry* g = games.game(c.game);
    if (!g || !g->partizan || g->loopy || !g->session) return;
    auto session = g->session();
    session->set_budget(10'000'000);
    const Solved v = session->solve(ce->position);
    cgt::Arena a;
    cgt::Thermographer th(a);
    const cgt::GameId x = cgt::parse_value(a, v.value);
    if (a.number_value(x)) return;  // a number's thermograph is a bare mast
    res.thermograph = ClaimResult::Thermograph{v.value, th.of(x)};
  } catch (const InputError&) {
  } catch (const Interrupted&) {
    throw;
  } catch (const std::exception& e) {
    res.message += fmt::format("{}no thermograph for {}: {}", res.message.empty() ? "" : "; ", ce->position, e.what());
  }
}

}  // namespace

ClaimResult run_claim(const Claim& c, const RunOptions& options, Workspace& tables) {
  return run_claim(c, options, tables, registry());
}

ClaimResult run_claim(const Claim& c, const RunOptions& options, Workspace& tables, const Registry& games) {
  ClaimResult res;
  res.seed = options.seed;
  const auto start = std::chrono::steady_clock::now();
  const ProgressSubject subject(c.id);  // progress lines name the claim
  try {
    RunContext claim_ctx(options, tables, c.id);
    c.checker->run(res, claim_ctx, options.bound_for(c.bounds));
    res.settle();
  } catch (const InputError&) {
    throw;
  } catch (const Interrupted&) {
    throw;
  } catch (const std::exception& e) {
    res.status = Status::error;
    res.message = e.what();
  }
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  // After the clock: the certificate is for the reader, not part of the check.
  certify(c, res, games);
  draw_thermograph(c, res, games);
  return res;
}

}  // namespace cgcheck
