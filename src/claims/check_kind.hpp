#pragma once
// The check kinds a claim can state, named once, and what each means at one position: the verdict
// on a formula's answer against the solver's truth, with its wording. A claim file's claim, a hunt's
// conjecture and a saved conjecture are judged by these same functions (lua/judge.cpp reads a
// formula's Lua answer into the typed `said` below; lua/conjecture.cpp does the same for a hunt), so
// the same answer at the same position gets the same verdict, mismatch kind and wording whichever
// way the claim was written. The names are parsed in one place, check_kind_named (the claim-file
// parser and nothing else reads them as text).
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "claims/claim.hpp"
#include "claims/runner.hpp"
#include "core/loopy.hpp"

namespace cgcheck {

enum class CheckKind { p_iff, p_if, grundy_is, value_is, outcome_is, property, periodic, quotient };

inline constexpr std::array kCheckKinds = {CheckKind::p_iff,      CheckKind::p_if,     CheckKind::grundy_is, CheckKind::value_is,
                                           CheckKind::outcome_is, CheckKind::property, CheckKind::periodic,
                                           CheckKind::quotient};

// The name a claim file writes and results print: "p_iff", "grundy_is", ...
constexpr std::string_view name(CheckKind k) {
  switch (k) {
    case CheckKind::p_iff: return "p_iff";
    case CheckKind::p_if: return "p_if";
    case CheckKind::grundy_is: return "grundy_is";
    case CheckKind::value_is: return "value_is";
    case CheckKind::outcome_is: return "outcome_is";
    case CheckKind::property: return "property";
    case CheckKind::periodic: return "periodic";
    case CheckKind::quotient: return "quotient";
  }
  return "property";
}

// The kind a name denotes, or nullopt.
inline std::optional<CheckKind> check_kind_named(std::string_view text) {
  for (const CheckKind k : kCheckKinds)
    if (name(k) == text) return k;
  return std::nullopt;
}

// '"p_iff", "grundy_is", ... or "periodic"': the names for a message.
inline std::string check_kind_list() {
  std::string out;
  for (std::size_t i = 0; i < kCheckKinds.size(); ++i)
    out += (i == 0 ? "" : i + 1 == kCheckKinds.size() ? " or " : ", ") + ("\"" + std::string(name(kCheckKinds[i])) + "\"");
  return out;
}

// What each kind's formula answers, in words (for a message naming a wrong answer).
inline std::string_view answer_due(CheckKind k, bool loopy) {
  switch (k) {
    case CheckKind::p_iff:
    case CheckKind::p_if:
    case CheckKind::property: return "a boolean";
    case CheckKind::grundy_is: return loopy ? "an integer or \"inf(...)\"" : "an integer";
    case CheckKind::outcome_is: return loopy ? "\"P\", \"N\" or \"D\" (a partizan loopy game: its L-first:...,R-first:... text)" : "\"P\", \"N\", \"L\" or \"R\"";
    case CheckKind::value_is: return "a game value as a string (3/4, *2, ^, {1|*})";
    case CheckKind::periodic:
    case CheckKind::quotient: return "no formula";
  }
  return "";
}

// ---- the verdicts at one position (nullopt: the formula agrees with the truth) ----

// p_iff: the formula says whether the position is P; the truth is its outcome class.
inline Verdict p_iff_verdict(bool said_p, const std::string& outcome, bool impartial) {
  return p_rule_verdict(said_p, outcome, impartial);
}

// p_if: only the positions the formula calls P are claimed P.
inline Verdict p_if_verdict(bool said_p, const std::string& outcome, bool impartial) {
  if (!said_p) return std::nullopt;
  return p_rule_verdict(true, outcome, impartial);
}

// grundy_is: a Grundy value, or a loopy game's generalized one (inf(K) compared as the set K).
inline Verdict grundy_verdict(const LoopyGrundy& said, const LoopyGrundy& is) {
  if (said == is) return std::nullopt;
  return mismatch(said.text(), is.text());
}

// outcome_is: the outcome class's letter.
inline Verdict outcome_verdict(const std::string& said, const std::string& is) {
  if (said == is) return std::nullopt;
  return mismatch(said, is);
}

// value_is: equal as games (the caller compares in its arena), printed canonically.
inline Verdict value_verdict(bool equal, const std::string& said, const std::string& is) {
  if (equal) return std::nullopt;
  return mismatch(said, is);
}

// property: the formula's own verdict.
inline Verdict property_verdict(bool holds) {
  if (holds) return std::nullopt;
  return mismatch("true", "false");
}

}  // namespace cgcheck
