#include "runtime/share_dir.hpp"

#include <cstdlib>
#include <system_error>

#include <fmt/core.h>

#include "core/error.hpp"

namespace cgcheck {

std::filesystem::path share_dir() {
  namespace fs = std::filesystem;
  fs::path dir;
  const char* env = std::getenv("CGCHECK_DATA_DIR");
  const bool from_env = env != nullptr && *env != '\0';
  if (from_env) {
    dir = env;
  } else {
    // /proc/self/exe is the executable with every symbolic link resolved, so a link to the binary
    // (say, in a folder on PATH) still finds the share folder of the real install.
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (ec)
      throw InputError(fmt::format("cannot locate the running executable (/proc/self/exe: {}); set CGCHECK_DATA_DIR "
                                   "to the folder holding data/, conjectures/ and examples/",
                                   ec.message()));
    dir = (exe.parent_path() / ".." / "share" / "cgcheck").lexically_normal();
  }
  std::error_code ec;
  if (!fs::is_directory(dir / "data", ec))
    throw InputError(fmt::format("data folder {} not found ({} the folder holding data/, conjectures/ and examples/)",
                                 (dir / "data").string(),
                                 from_env ? "CGCHECK_DATA_DIR must name"
                                          : "looked for beside the executable, as ../share/cgcheck; set CGCHECK_DATA_DIR to"));
  return dir;
}

}  // namespace cgcheck
