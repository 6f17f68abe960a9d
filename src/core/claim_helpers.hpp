#pragma once
// Small pieces shared by the claims files: building a Claim, reading a transcribed CSV, and the
// memory guard that refuses a dense table larger than the run allows.
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include <fmt/core.h>

#include "core/claim.hpp"
#include "core/error.hpp"
#include "core/parse.hpp"

namespace cgcheck {

// "3.2 GiB", "12.0 MiB", "512 bytes": sizes in memory-guard messages.
inline std::string human_bytes(std::uint64_t b) {
  if (b >= (std::uint64_t{1} << 30)) return fmt::format("{:.1f} GiB", static_cast<double>(b) / (1 << 30));
  if (b >= (std::uint64_t{1} << 20)) return fmt::format("{:.1f} MiB", static_cast<double>(b) / (1 << 20));
  return fmt::format("{} bytes", b);
}

// Refuses (exit 2) before allocating `bytes` for `what` when it exceeds the run's memory limit.
inline void guard_memory(const RunContext& ctx, std::uint64_t bytes, const std::string& what) {
  if (ctx.max_memory != 0 && bytes > ctx.max_memory)
    throw InputError(fmt::format("{} needs about {}, more than --max-memory ({})", what, human_bytes(bytes),
                                 human_bytes(ctx.max_memory)));
}

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
