#include "core/output.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <fmt/core.h>

#include "core/error.hpp"

namespace cgcheck {

namespace fs = std::filesystem;

void write_files_atomically(const std::vector<OutputFile>& files) {
  std::vector<std::string> temps;
  auto cleanup = [&] {
    for (const auto& t : temps) std::remove(t.c_str());
  };
  try {
    for (const auto& [path, content] : files) {
      const fs::path p(path);
      if (p.has_parent_path()) {
        std::error_code ec;
        fs::create_directories(p.parent_path(), ec);
        if (ec) throw InputError(fmt::format("cannot create directory {}: {}", p.parent_path().string(), ec.message()));
      }
      const std::string tmp = fmt::format("{}.tmp.{}", path, ::getpid());
      temps.push_back(tmp);
      std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
      if (!out) throw InputError(fmt::format("cannot write {}: {}", path, std::strerror(errno)));
      out << content;
      out.close();
      if (!out) throw InputError(fmt::format("cannot write {}: {}", path, std::strerror(errno)));
    }
    for (std::size_t i = 0; i < files.size(); ++i) {
      std::error_code ec;
      fs::rename(temps[i], files[i].first, ec);
      if (ec) throw InputError(fmt::format("cannot rename into {}: {}", files[i].first, ec.message()));
    }
  } catch (...) {
    cleanup();
    throw;
  }
}

}  // namespace cgcheck
