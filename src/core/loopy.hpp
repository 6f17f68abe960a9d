#pragma once
// Loopy games (play may go on forever: a draw), solved by retrograde analysis over a closed set of
// positions of a move graph (core/play_graph.hpp: every move of a member leads to a member), normal
// play (the player who cannot move loses).
//
// Impartial: the generalized Sprague–Grundy function γ (C. A. B. Smith, "Graphs and composite
// games", 1966; A. S. Fraenkel and Y. Yesha, "The generalized Sprague-Grundy function and its
// invariance under certain mappings", 1986). γ(u) is an integer m, or ∞(K) with K the finite
// values of u's options. u is a P-position iff γ(u) = 0, a draw iff γ(u) = ∞(K) with 0 not in K,
// else an N-position. As with Grundy values, u + *m is a P-position iff γ(u) = m:
// generalized_grundy_by_sums reads γ off the outcomes of those sums, the second computation.
//
// Partizan: for Left moving first and for Right moving first, a win, loss or draw of the mover.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/outcome.hpp"
#include "core/play_graph.hpp"

namespace cgcheck {

// For the player to move.
enum class Result : std::uint8_t { loss, win, draw };

struct LoopyGrundy {
  bool finite = true;
  Grundy value = 0;        // when finite
  std::vector<Grundy> K;   // when not: the finite values of the options, ascending
  // "3"; "inf(0,2)"; "inf()" when no option has a finite value.
  std::string text() const;
  // "P", "N" or "D".
  std::string_view outcome() const;
  bool operator==(const LoopyGrundy&) const = default;
  // Reads what text() writes, and what a claim may say: an integer, or inf(K) with K's values in any
  // order, repeats and spaces allowed (the value depends only on the set K). Throws InputError
  // naming the text otherwise.
  static LoopyGrundy parse(std::string_view text);
};

struct LoopyOutcome {
  Result left_first = Result::loss, right_first = Result::loss;
  // "L-first:W,R-first:D": the result for the player moving first, W win, L loss, D draw.
  std::string text() const;
};

using PlayIds = std::span<const PlayGraph::Id>;

// γ of every member of `nodes` (closed under moves), in its order: labels 0, 1, 2, ... in turn,
// each stage labelling m every unlabelled u with no option labelled m whose every option that is
// unlabelled (or ∞) has an option labelled m, then ∞ every unlabelled u with no option labelled m.
// O(stages · moves).
std::vector<LoopyGrundy> generalized_grundy(const PlayGraph& g, PlayIds nodes);
// The same from the win/loss/draw outcomes of u + *m for m up to one past the largest finite value
// (retrograde analysis of the sums): the second computation.
std::vector<LoopyGrundy> generalized_grundy_by_sums(const PlayGraph& g, PlayIds nodes);
// Impartial: win, loss or draw for the player to move, by plain retrograde analysis.
std::vector<Result> loopy_results(const PlayGraph& g, PlayIds nodes);
// Partizan: Left's moves are g.left, Right's g.right.
std::vector<LoopyOutcome> loopy_outcomes(const PlayGraph& g, PlayIds nodes);

}  // namespace cgcheck
