#pragma once
// Transcribed data (tables printed in papers) shipped under data/.
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/parse.hpp"

namespace cgcheck {

// Rows of a CSV file under data/, skipping '#' comment lines and the header line.
inline std::vector<std::vector<std::string>> read_data_csv(const std::string& file) {
  const std::string path = std::string(CGCHECK_SOURCE_DIR) + "/data/" + file;
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
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

}  // namespace cgcheck
