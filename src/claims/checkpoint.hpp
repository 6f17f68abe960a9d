#pragma once
// Checkpoints of sharded exhaustive walks (check --checkpoint DIR). One file per walk and rank
// holds which of the rank's work items are finished and their merged partial result (an opaque
// payload the runner serialises), so a run killed at any point and started again with the same
// arguments skips them and ends with the identical result (counts add, the minimal counterexample
// is a minimum: the merge does not depend on order).
//
// A file names what it belongs to (claim, bound, profile, seed, walk, the verified range in words,
// the number of work items, ranks and rank) and carries a format version and a checksum; a file
// that does not match the run, or is damaged, is refused (InputError: one line, exit 2) rather than
// silently ignored or overwritten. Writes go to a temporary file renamed into place, so a kill
// leaves the old file or the new one.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cgcheck {

inline constexpr std::uint64_t kCheckpointVersion = 2;  // 2: the smallest failure carries its witnesses

struct CheckpointId {
  std::string claim;
  std::uint64_t bound = 0;
  std::string profile;
  std::uint64_t seed = 0;
  std::uint64_t walk = 0;  // the claim's n-th sharded walk (a claim may have several phases)
  std::string range;       // the walk's verified range in words: a changed domain is a mismatch
  std::uint64_t items = 0;
  std::uint64_t ranks = 1, rank = 0;
};

struct CheckpointState {
  std::vector<std::uint64_t> done;  // bit i of word i/64: work item i is finished
  std::string payload;              // the merged partial result of the finished items
};

class CheckpointFile {
 public:
  CheckpointFile(std::string dir, CheckpointId id);
  const std::string& path() const { return path_; }
  const CheckpointId& id() const { return id_; }
  // The saved state, or nullopt when there is no file. Throws InputError naming the file when it
  // belongs to another run or is damaged.
  std::optional<CheckpointState> load() const;
  // Writes the state whole (temporary file, then rename). Throws InputError if it cannot.
  void save(const CheckpointState& s) const;

 private:
  std::string dir_, path_;
  CheckpointId id_;
};

// The file name for a claim id: letters, digits, '.', '-' kept, '/' as '+', anything else '_'
// (two ids that map to one name are told apart by the claim id inside, and refused).
std::string checkpoint_name(const std::string& claim);

// A walk that runs a user's script (a claim file's claim, a saved or typed conjecture) is named by
// its claim and a hash of the script's text, "claim@hash": an edited script starts over in files of
// its own. claim_of_walk gives the claim back (for messages); script_errors_path is the file beside
// the walk's checkpoint that keeps the smallest script error (claims/first_failure.hpp), per rank.
std::string script_walk(const std::string& claim, std::string_view script);
std::string claim_of_walk(const std::string& walk);
std::string script_errors_path(const std::string& dir, const std::string& walk, int rank);

}  // namespace cgcheck
