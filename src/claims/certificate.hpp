#pragma once
// Certificates for counterexamples: the solver's answer at a position, derived from the game's rules
// (its options) far enough that a reader can check it by hand, and replayed by a test with the rules
// alone. Knows no game: it asks the game's solve session for options and verdicts as text.
//
//   outcome, N-position: a winning move to a P-position; every answer from there, each with a reply
//                        to a P-position (the reply's verdict is the solver's);
//   outcome, P-position: every option, each with a reply to a P-position;
//   grundy:              every option with its value, whose mex is the position's value (above
//                        kMaxListed options: one option of each smaller value, and the count);
//   position:            the position alone, with the solver's verdict (a missing table row).
// Below that depth a certificate states the solver's verdict; `cgcheck solve GAME POSITION`
// re-checks it.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "claims/registry.hpp"
#include "claims/result.hpp"

namespace cgcheck {

// Options listed one by one up to this many (a P-position's answers, a value's mex); beyond it a
// Grundy certificate lists one option per smaller value, and an outcome certificate is not built.
inline constexpr std::size_t kMaxListed = 256;

// The certificate of `w` in game `g`, or nullopt (with the reason in `why`) when the game lists no
// options, the position is not one of the game's, or a solve runs past its work limit.
std::optional<Certificate> build_certificate(const GameEntry& g, const Witness& w, std::string* why = nullptr);

// Re-derives every option list of `c` from the game's rules and checks every step: the moves are
// legal, a node called P lists every option and each is N, a node called N has a P option, a value
// is the mex of its options' values, and each leaf's verdict agrees with a fresh solve. Returns the
// problems found (empty: the certificate holds).
std::vector<std::string> replay_certificate(const GameEntry& g, const Certificate& c);

// results.json's form of a certificate, and back (throws nlohmann::json::exception on a bad shape).
nlohmann::json to_json(const Certificate& c);
Certificate certificate_from_json(const nlohmann::json& j);

// The command that re-checks a list of positions' verdicts: cgcheck solve GAME 'P1' 'P2' ...
std::string solve_command(const std::string& game, const std::vector<std::string>& positions);

}  // namespace cgcheck
