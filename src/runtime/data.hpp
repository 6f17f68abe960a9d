#pragma once
// Transcribed data (tables printed in papers) shipped under data/, installed in the share folder.
#include <algorithm>
#include <array>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "core/error.hpp"
#include "runtime/output.hpp"
#include "core/parse.hpp"
#include "runtime/share_dir.hpp"

namespace cgcheck {

// Rows of a CSV file under data/, skipping '#' comment lines and the header line. A missing folder
// or file is an incomplete install, not a bug: InputError (exit 2) naming the path. The table is
// validated as it is read, so a damaged file is refused instead of silently dropping the claims of
// its missing rows: the header must be there, every row must have as many fields as the header, and
// the last line must be the count "# rows: N" with N the rows read (an empty, cut or garbled file
// fails one of these).
inline std::vector<std::vector<std::string>> read_data_csv(const std::string& file) {
  const std::filesystem::path folder = share_dir() / "data";
  const std::string path = (folder / file).string();
  note_input_folder(folder.string());  // no output lands among the tables
  note_input(path);
  std::ifstream in(path);
  if (!in) throw InputError("cannot read " + path);
  std::vector<std::vector<std::string>> rows;
  std::string line, last;
  std::size_t fields = 0, lineno = 0;
  bool header = true;
  while (std::getline(in, line)) {
    ++lineno;
    if (!line.empty()) last = line;
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> row;
    for (auto f : split(line, ',')) row.emplace_back(trim(f));
    if (header) {
      header = false;
      fields = row.size();
      continue;
    }
    if (row.size() != fields)
      throw InputError(fmt::format("{} line {}: {} fields where the header has {}; the table is damaged", path, lineno,
                                   row.size(), fields));
    rows.push_back(std::move(row));
  }
  if (in.bad()) throw InputError("cannot read " + path);
  const std::string count = fmt::format("# rows: {}", rows.size());
  if (header || trim(last) != count)
    throw InputError(fmt::format("{}: the table is damaged or cut short ({} rows read{}; its last line must be '{}')", path,
                                 rows.size(), header ? ", no header" : "", count));
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
