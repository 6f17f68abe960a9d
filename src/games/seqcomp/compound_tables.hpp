#pragma once
// Tables of sequential compounds computed by the engine, as Markdown: nimbers in compounds with
// nimbers and integers, and how often Stewart's compound (eq. (11) of Hashimoto's paper) gives a
// chain another value than Definition 11's.
#include <cstddef>
#include <string>

#include "games/seqcomp/seqcomp.hpp"

namespace cgcheck::seqcomp {

// *a → *b, *a → n, n → *a, *a → * and *a → * → * for small a, b and n.
std::string nimber_compound_tables(Engine& e);
// Of the chains over {-3..3, *} of length <= max_len, how many take another value under eq. (11),
// and the first in size order.
std::string stewart_vs_definition_11(Engine& e, std::size_t max_len);

}  // namespace cgcheck::seqcomp
