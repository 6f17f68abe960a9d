#pragma once
// Claim files: a paper's claims written in Lua, checked without recompiling. A claim file returns
// { paper = {id, title, authors, year, doi or url}, game = <built-in id or a game file path>,
// claims = { {id, cite, statement, check, formula, where, expect, bound, random, note}, ... } }.
// Each claim becomes a Claim of the registry with the same runners, shrinking, reports and gate
// as the built-in ones; its id is <paper id>/<claim id>.
#include <string>
#include <vector>

#include "claims/registry.hpp"

namespace cgcheck::lua {

// True when the file at `path` returns a table with a `claims` field (folders hold game files
// and claim files side by side).
bool is_claim_file(const std::string& path);

// Adds each claim file (or every claim file of a folder) to `r`: a PaperEntry per file and its
// claims. Throws InputError naming the file for anything malformed.
void load_claim_files(Registry& r, const std::vector<std::string>& paths);

}  // namespace cgcheck::lua
