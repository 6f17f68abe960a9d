#pragma once
// Where the command's data lives: the transcribed tables (data/), the shipped saved conjectures
// (conjectures/) and the examples (examples/). The install and the build tree share one layout,
// bin/cgcheck beside share/cgcheck/, so one rule finds it from the running executable and neither
// depends on where the sources were compiled.
#include <filesystem>

namespace cgcheck {

// The folder named by the environment variable CGCHECK_DATA_DIR when it is set and not empty;
// otherwise <folder of the running executable>/../share/cgcheck. Throws InputError (one line) when
// the folder has no data/ subfolder: a moved binary or a broken install is bad input, not a crash.
std::filesystem::path share_dir();

}  // namespace cgcheck
