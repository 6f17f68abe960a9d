#pragma once
// Game files under the play rules whose values do not add over components: misère play, and loopy
// games (loopy = true). The file's moves are interned whole (components are not split: misère
// values of a sum are not the sum of its parts, and a loopy game is analysed as one graph) into a
// move graph kept between the positions of a batch (core/play_graph.hpp), solved by core/misere.hpp
// and core/loopy.hpp.
#include <filesystem>
#include <memory>

#include "claims/registry.hpp"

namespace cgcheck::lua {

// `solve --play misere` of a game file. Impartial: POSITION, misère Grundy value, P or N, genus.
// Partizan: POSITION and the misère outcome class (L, R, P, N), no value. A loopy file is refused
// (misère play needs a game that ends), as is a cycle in a file that does not say loopy = true.
std::unique_ptr<SolveSession> misere_file_session(const std::filesystem::path& path);

// The normal-play session of a loopy file. Impartial: POSITION, the generalized Sprague–Grundy
// value (an integer, or inf(K)), P, N or D. Partizan: POSITION and `L-first:W,R-first:D` (the
// result for the player moving first: W win, L loss, D draw). grundy() refuses an infinite value.
std::unique_ptr<SolveSession> loopy_file_session(const std::filesystem::path& path);

}  // namespace cgcheck::lua
