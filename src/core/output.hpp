#pragma once
// Output files are written whole or not at all: each goes to a temporary file in the same
// directory, and only when every file of the set is written are they renamed into place.
#include <string>
#include <utility>
#include <vector>

namespace cgcheck {

using OutputFile = std::pair<std::string, std::string>;  // path, content

// Throws InputError if a file cannot be written (nothing is renamed then).
void write_files_atomically(const std::vector<OutputFile>& files);
inline void write_file_atomically(const std::string& path, const std::string& content) {
  write_files_atomically({{path, content}});
}

}  // namespace cgcheck
