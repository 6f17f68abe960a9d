#pragma once
// Output files are written whole or not at all: each regular file goes to a temporary file in the
// directory of the file it replaces, and only when every file of the set is written are they
// renamed into place. A symbolic link is followed (its target is replaced, the link stays); a
// target that exists and is not a regular file (a FIFO, a device) is written directly instead,
// since renaming over it would replace the FIFO or device node itself. A descriptor of the process
// (/dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N) is written through that descriptor, after
// what was already written to it, whatever file it is open on.
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace cgcheck {

using OutputFile = std::pair<std::string, std::string>;  // path, content

// Throws InputError if a file cannot be written (nothing is renamed then). A FIFO with no reader
// is such a failure (it is not waited for).
//
// Signals: a run's second Ctrl-C (or SIGTERM) exits at once, and the set must still be all old or
// all new, with no temporary file left. So SIGINT and SIGTERM are blocked while the temporary files
// are renamed into place: a signal that arrives then is delivered when the last rename is done.
// Before that (while the temporary files are written), a handler that exits calls
// remove_temporary_files(), and no rename has happened yet.
void write_files_atomically(const std::vector<OutputFile>& files);

// Removes the temporary files of a write_files_atomically in progress, if any. Async-signal-safe
// (only unlink): for a signal handler that is about to _exit.
void remove_temporary_files() noexcept;

// For tests: called with ("temp", i) after the i-th temporary file is written and ("rename", i)
// after the i-th rename (nullptr: none).
using OutputTestHook = void (*)(const char* phase, std::size_t index);
void set_output_test_hook(OutputTestHook hook);
inline void write_file_atomically(const std::string& path, const std::string& content) {
  write_files_atomically({{path, content}});
}

// Throws InputError unless `folder` can hold a set of output files: not empty (which would put
// them in /), not the root folder, not an existing file, and a folder that exists or can be created
// (probed by creating and removing a folder in its nearest existing ancestor, so nothing is left).
// `flag` names the option in the message. Called before any work, so a run is not wasted.
void check_output_folder(const std::string& folder, const char* flag);

// An output file a verb will write: the option that names it and its path.
struct OutputTarget {
  std::string flag;  // e.g. "--json"
  std::string path;
  // Written into a folder the run reads by design (hunt --save into the conjectures folder): exempt
  // from the rule that no output lands inside a folder among the inputs.
  bool into_read_folder = false;
};

// Checks, before any work, every output file of a verb: each path is non-empty, names a file (not
// a folder, no trailing '/'), can be written (its folder exists or can be created, and a file can
// be created in it; an existing FIFO or device must be writable), and is distinct from every other
// output and from every input file (`inputs`: files the verb reads), and not inside a folder the
// verb reads (a folder among `inputs`: saved conjectures, checkpoints, the data tables), where it
// would replace a file read there or become one on the next run. Two paths are the same file when they name one inode or resolve to one path. Throws
// InputError naming the option(s).
void check_output_files(const std::vector<OutputTarget>& outputs, const std::vector<std::string>& inputs = {});

// Every file and folder the run reads, noted where it is read (a script, a data table, a folder of
// saved conjectures or checkpoints), so that no output replaces one of them whichever verb writes it
// and however the file was reached (a game file named inside a claim file, a data folder named by the
// environment). Thread-safe.
void note_input(const std::string& path);
void note_input_folder(const std::string& path);
// The noted files and folders, for check_output_files' `inputs`.
std::vector<std::string> noted_inputs();

// Throws InputError when the output `path` is one of the noted input files (one inode or one
// resolved path): write_files_atomically calls it for every target, so files read after the
// up-front check (a game file a claim's formula names) are protected too.
void refuse_noted_input(const std::string& flag, const std::string& path);

// Whether two paths name the same file (one inode, or the same path once resolved when one of them
// does not exist yet).
bool same_file(const std::string& a, const std::string& b);

// A report name (a paper's id: its page is <name>.md beside README.md and results.json): lower-case
// letters, digits, '-', '_' and '.', not starting with '.', at most 100 characters, and not a name
// the report itself uses (readme, results, img). Throws InputError saying what is wrong.
void check_report_name(const std::string& name);

}  // namespace cgcheck
