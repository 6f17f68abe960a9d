#pragma once
// Transcribed data (tables printed in papers) shipped under data/, installed in the share folder.
#include <algorithm>
#include <array>
#include <cstddef>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "core/parse.hpp"
#include "core/share_dir.hpp"

namespace cgcheck {

// Rows of a CSV file under data/, skipping '#' comment lines and the header line. A missing folder
// or file is an incomplete install, not a bug: InputError (exit 2) naming the path.
inline std::vector<std::vector<std::string>> read_data_csv(const std::string& file) {
  const std::string path = (share_dir() / "data" / file).string();
  std::ifstream in(path);
  if (!in) throw InputError("cannot read " + path);
  std::vector<std::vector<std::string>> rows;
  std::string line;
  bool header = true;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (header) {
      header = false;
      continue;
    }
    std::vector<std::string> row;
    for (auto f : split(line, ',')) row.emplace_back(trim(f));
    rows.push_back(std::move(row));
  }
  return rows;
}

// The same rows as arrays of their first N fields; a shorter row is malformed data.
template <std::size_t N>
std::vector<std::array<std::string, N>> read_data_rows(const std::string& file) {
  std::vector<std::array<std::string, N>> rows;
  for (const auto& f : read_data_csv(file)) {
    if (f.size() < N) throw std::runtime_error("data/" + file + ": short row");
    std::array<std::string, N> row;
    std::copy_n(f.begin(), N, row.begin());
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace cgcheck
